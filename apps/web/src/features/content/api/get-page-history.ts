import { settingsEndpoints } from '@portal/contract/endpoints/settings';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

/** Staff: a page's saved revisions, newest first. */
export function usePageHistory(slug: string, page: number) {
  return useQuery({
    queryKey: queryKeys.pages.history(slug, { page }),
    queryFn: async () =>
      (await call(settingsEndpoints.pageHistory, { params: { slug }, query: { page, page_size: 10 } })).data,
    placeholderData: keepPreviousData,
  });
}

/** Staff: one revision with its text before and after. */
export function usePageRevision(slug: string, id: number | null) {
  return useQuery({
    queryKey: queryKeys.pages.revision(slug, id ?? 0),
    queryFn: async () =>
      (await call(settingsEndpoints.pageRevision, { params: { slug, id: id ?? 0 } })).data.data,
    enabled: id !== null,
  });
}
