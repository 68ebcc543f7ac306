import { candidateDocumentsEndpoints } from '@portal/contract/endpoints/candidate-documents';
import { fillPath } from '@portal/contract/endpoints/endpoint';
import { UPLOAD_FIELD } from '@portal/contract/files';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call, callAny } from '@/lib/call';
import { downloadAttachment } from '@/lib/download';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

const e = candidateDocumentsEndpoints;
/** A change of CVs changes the profile too (its CV, completeness). */
const CHANGES = [queryKeys.candidate.cvs(), queryKeys.candidate.profile()];

export function useMyCvs() {
  return useQuery({
    queryKey: queryKeys.candidate.cvs(),
    queryFn: async () => (await call(e.cvs)).data.data,
  });
}

/** Uploads a named CV (multipart `file` and `name`), reporting the share sent so far. */
export function useUploadCv() {
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ file, name }: { file: File; name: string }) => {
      setProgress(0);
      const form = new FormData();
      if (name.trim()) form.append('name', name.trim());
      form.append(UPLOAD_FIELD, file);
      const res = await callAny(
        e.createCv,
        { body: form },
        {
          variant: 'multipart',
          onUploadProgress: (event) => {
            if (event.total) setProgress(Math.min(100, Math.round((event.loaded * 100) / event.total)));
          },
        },
      );
      return res.data;
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}

export function useRenameCv() {
  return useApiMutation({
    mutationFn: async ({ id, name }: { id: number; name: string }) =>
      (await call(e.renameCv, { params: { id }, body: { name } })).data,
    refresh: CHANGES,
    toastError: false,
  });
}

export function useMakeDefaultCv() {
  return useApiMutation({
    mutationFn: async (id: number) => (await call(e.makeDefaultCv, { params: { id } })).data,
    refresh: CHANGES,
  });
}

export function useRemoveCv() {
  return useApiMutation({
    mutationFn: async (id: number) => (await call(e.removeCv, { params: { id } })).data,
    refresh: CHANGES,
  });
}

export const downloadCv = (id: number, fileName: string) =>
  downloadAttachment(fillPath(e.cvFile.path, { id }), fileName);
