import { settingsEndpoints } from '@portal/contract/endpoints/settings';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

/** Staff: every editable page with who last changed it. */
export function usePageList() {
  return useQuery({
    queryKey: queryKeys.pages.list(),
    queryFn: async () => (await call(settingsEndpoints.pages)).data.data,
  });
}
