import type { Endpoint } from '@portal/contract/endpoints/endpoint';
import type { UploadKind } from '@portal/contract/files';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocale } from '@/lib/intl/locale-context';
import { queryKeys } from '@/lib/query-keys';
import { errorToast, successToast } from '@/lib/toasts';
import { useRemoveFile } from './api/remove-file';
import { useUploadFile } from './api/upload-file';
import { checkFile, uploadErrorText } from './check-file';

/**
 * One stored file of the candidate (photo or CV): choose, check, upload with progress, remove.
 * Success refreshes the signed-in profile (the header's avatar) and tells the owner via onChange.
 */
export function useFileSlot<U extends Endpoint, R extends Endpoint>(
  kind: UploadKind,
  slot: { upload: U; remove: R; params?: object },
  onChange: () => void,
) {
  const queryClient = useQueryClient();
  const upload = useUploadFile(slot.upload, slot.params);
  const removal = useRemoveFile(slot.remove, slot.params);
  const [clientError, setClientError] = useState<string | null>(null);
  const locale = useLocale();

  const changed = async (response: unknown) => {
    // Wrapped as an API response: the toast reads `.data.message`, and the body has a `data` of its own.
    successToast({ data: response });
    await queryClient.invalidateQueries({ queryKey: queryKeys.session.me() });
    onChange();
  };

  return {
    progress: upload.progress,
    error: clientError ?? (upload.error ? uploadErrorText(upload.error, locale) : null),
    choose(file: File) {
      const problem = checkFile(kind, file);
      setClientError(problem);
      upload.reset();
      if (!problem) upload.mutate(file, { onSuccess: changed });
    },
    remove(onDone: () => void) {
      removal.mutate(undefined, {
        onSuccess: async (response) => {
          onDone();
          await changed(response);
        },
        onError: (error) => {
          errorToast(error);
        },
      });
    },
    removing: removal.isPending,
  };
}
