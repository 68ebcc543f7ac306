import type { Envelope } from '@portal/contract/envelope';
import type { PageManage } from '@portal/contract/pages';
import { API } from '@portal/contract/paths';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

/** Staff: bring a revision's text back (the server saves it as a new revision). */
export function useRestoreRevision(slug: string) {
  return useApiMutation({
    refresh: [queryKeys.pages.all(), queryKeys.public.page(slug)],
    mutationFn: async (id: number) =>
      (await api.post<Envelope<PageManage>>(API.settings.pageRestore(slug, id))).data,
  });
}
