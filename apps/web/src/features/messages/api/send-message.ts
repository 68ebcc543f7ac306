import { messagesEndpoints } from '@portal/contract/endpoints/messages';
import { UPLOAD_FIELD } from '@portal/contract/files';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

export type Outgoing = { body: string; file: File | null };

/** Sends text as JSON, or text and a file as multipart with the upload's progress (0 to 100). */
export async function sendMessage(
  applicationId: number,
  { body, file }: Outgoing,
  onProgress: (percent: number) => void,
) {
  if (!file) return (await call(messagesEndpoints.send, { params: { applicationId }, body: { body } })).data;
  const form = new FormData();
  form.append('body', body);
  form.append(UPLOAD_FIELD, file);
  const res = await call(
    messagesEndpoints.send,
    { params: { applicationId }, body: form },
    {
      variant: 'multipart',
      onUploadProgress: (event) => {
        if (event.total) onProgress(Math.min(100, Math.round((event.loaded * 100) / event.total)));
      },
    },
  );
  return res.data;
}

/** The composer's mutation; `progress` is null unless a file is being sent. */
export function useSendMessage(applicationId: number) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (outgoing: Outgoing) => {
      setProgress(outgoing.file ? 0 : null);
      return sendMessage(applicationId, outgoing, setProgress);
    },
    onSettled: () => setProgress(null),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.messages.all() }),
  });
  return { ...mutation, progress };
}
