import type { CvFolder } from '@portal/contract/cv-folders';
import { cvFoldersEndpoints } from '@portal/contract/endpoints/cv-folders';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

const PARAMS = { page_size: 100 };

/**
 * The organisation's CV folders to choose one from (the compose page's recipients, a campaign's
 * "add the interested to a folder"). The recruiting feature owns the folders; this is the list
 * other features pick from, under the same query key, so a folder write there refreshes it here.
 */
export function useFolderChoices(enabled: boolean): CvFolder[] {
  const { data } = useQuery({
    queryKey: queryKeys.cvFolders.list(PARAMS),
    queryFn: async () => (await call(cvFoldersEndpoints.list, { query: PARAMS })).data,
    enabled,
  });
  return data?.data ?? [];
}
