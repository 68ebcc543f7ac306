import { settingsEndpoints } from '@portal/contract/endpoints/settings';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

/** Staff: one page with its last editor and revision count. */
export function useManagedPage(slug: string) {
  return useQuery({
    queryKey: queryKeys.pages.detail(slug),
    queryFn: async () => (await call(settingsEndpoints.pageManage, { params: { slug } })).data.data,
    retry: false,
  });
}
