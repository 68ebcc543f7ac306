import type { Envelope } from '@portal/contract/envelope';
import type { PageManage } from '@portal/contract/pages';
import { API } from '@portal/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Staff: one page with its last editor and revision count. */
export function useManagedPage(slug: string) {
  return useQuery({
    queryKey: queryKeys.pages.detail(slug),
    queryFn: async () => (await api.get<Envelope<PageManage>>(API.settings.pageManage(slug))).data.data,
    retry: false,
  });
}
