import type { Envelope } from '@portal/contract/envelope';
import type { PageManage, PageUpdate } from '@portal/contract/pages';
import { API } from '@portal/contract/paths';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

/** Staff: save a page's text; field errors are shown under the form's inputs. */
export function useUpdatePage(slug: string) {
  return useApiMutation({
    refresh: [queryKeys.pages.all(), queryKeys.public.page(slug)],
    toastError: false,
    mutationFn: async (body: PageUpdate) =>
      (await api.patch<Envelope<PageManage>>(API.settings.page(slug), body)).data,
  });
}
