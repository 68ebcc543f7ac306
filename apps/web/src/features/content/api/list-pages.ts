import type { PageManageList } from '@portal/contract/pages';
import { API } from '@portal/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Staff: every editable page with who last changed it. */
export function usePageList() {
  return useQuery({
    queryKey: queryKeys.pages.list(),
    queryFn: async () => (await api.get<PageManageList>(API.settings.pages)).data.data,
  });
}
