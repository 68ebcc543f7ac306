import type { Envelope } from '@portal/contract/envelope';
import { UPLOAD_FIELD } from '@portal/contract/files';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { multipartApi } from '@/lib/api-client';

/** Posts one file as multipart `file`, reporting the share sent so far (0 to 100). */
export async function uploadFile<T>(path: string, file: File, onProgress: (percent: number) => void) {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file);
  const res = await multipartApi.post<Envelope<T>>(path, form, {
    onUploadProgress: (event) => {
      if (event.total) onProgress(Math.min(100, Math.round((event.loaded * 100) / event.total)));
    },
  });
  return res.data;
}

/** The upload mutation with its progress; `progress` is null while nothing is being sent. */
export function useUploadFile<T>(path: string) {
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadFile<T>(path, file, setProgress);
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
