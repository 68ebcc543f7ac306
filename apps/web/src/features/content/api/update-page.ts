import { settingsEndpoints } from '@portal/contract/endpoints/settings';
import type { PageUpdate } from '@portal/contract/pages';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

/** Staff: save a page's text; field errors are shown under the form's inputs. */
export function useUpdatePage(slug: string) {
  return useApiMutation({
    refresh: [queryKeys.pages.all(), queryKeys.public.page(slug)],
    toastError: false,
    mutationFn: async (body: PageUpdate) =>
      (await call(settingsEndpoints.updatePage, { params: { slug }, body })).data,
  });
}
