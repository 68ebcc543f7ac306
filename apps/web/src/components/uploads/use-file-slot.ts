import type { FileKind } from '@portal/contract/candidate-enums';
import type { Envelope, MessageBody } from '@portal/contract/envelope';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { queryKeys } from '@/lib/query-keys';
import { errorToast, successToast } from '@/lib/toasts';
import { useRemoveFile } from './api/remove-file';
import { useUploadFile } from './api/upload-file';
import { checkFile, uploadErrorText } from './check-file';

/**
 * One stored file of the candidate (photo or CV): choose, check, upload with progress, remove.
 * Success refreshes the signed-in profile (the header's avatar) and tells the owner via onChange.
 */
export function useFileSlot<T>(kind: FileKind, path: string, onChange: () => void) {
  const queryClient = useQueryClient();
  const upload = useUploadFile<T>(path);
  const removal = useRemoveFile(path);
  const [clientError, setClientError] = useState<string | null>(null);

  const changed = async (response: Envelope<T> | MessageBody) => {
    // Wrapped as an API response: the toast reads `.data.message`, and the body has a `data` of its own.
    successToast({ data: response });
    await queryClient.invalidateQueries({ queryKey: queryKeys.session.me() });
    onChange();
  };

  return {
    progress: upload.progress,
    error: clientError ?? (upload.error ? uploadErrorText(upload.error) : null),
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
