import type { Endpoint } from '@portal/contract/endpoints/endpoint';
import { UPLOAD_FIELD } from '@portal/contract/files';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { callAny } from '@/lib/call';

/** Posts one file as multipart `file`, reporting the share sent so far (0 to 100). */
export async function uploadFile<E extends Endpoint>(
  endpoint: E,
  params: object | undefined,
  file: File,
  onProgress: (percent: number) => void,
) {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file);
  const res = await callAny(
    endpoint,
    { params, body: form },
    {
      variant: 'multipart',
      onUploadProgress: (event) => {
        if (event.total) onProgress(Math.min(100, Math.round((event.loaded * 100) / event.total)));
      },
    },
  );
  return res.data;
}

/** The upload mutation with its progress; `progress` is null while nothing is being sent. */
export function useUploadFile<E extends Endpoint>(endpoint: E, params?: object) {
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadFile(endpoint, params, file, setProgress);
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
