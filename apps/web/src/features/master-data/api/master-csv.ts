import { masterEndpoints } from '@portal/contract/endpoints/master';
import { MASTER_CSV_FIELD, type MasterName } from '@portal/contract/master-data';
import { API } from '@portal/contract/paths';
import { toFormData } from '@/lib/api-client';
import { call } from '@/lib/call';
import { downloadAttachment } from '@/lib/download';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

/** The list as CSV, fetched with the session's token and saved by the browser. */
export const exportMasterList = (name: MasterName) =>
  downloadAttachment(API.master.adminExport(name), `${name}.csv`);

/** Uploads a CSV and answers what importing it would do; nothing is written yet. */
export function usePreviewMasterImport(name: MasterName) {
  return useApiMutation({
    mutationFn: async (file: File) =>
      (
        await call(
          masterEndpoints.adminImportPreview,
          { params: { name }, body: toFormData({ [MASTER_CSV_FIELD]: file }) },
          { variant: 'multipart' },
        )
      ).data.data,
    toastSuccess: false,
  });
}

/** Sends the same file with the preview's token: the server writes only what was previewed. */
export function useApplyMasterImport(name: MasterName) {
  return useApiMutation({
    mutationFn: async ({ file, token }: { file: File; token: string }) =>
      (
        await call(
          masterEndpoints.adminImport,
          { params: { name }, body: toFormData({ token, [MASTER_CSV_FIELD]: file }) },
          { variant: 'multipart' },
        )
      ).data,
    refresh: [queryKeys.masterAdmin.all(), queryKeys.public.masterList(name)],
  });
}
