import { settingsEndpoints } from '@portal/contract/endpoints/settings';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

/** Staff: bring a revision's text back (the server saves it as a new revision). */
export function useRestoreRevision(slug: string) {
  return useApiMutation({
    refresh: [queryKeys.pages.all(), queryKeys.public.page(slug)],
    mutationFn: async (id: number) =>
      (await call(settingsEndpoints.pageRestore, { params: { slug, id } })).data,
  });
}
