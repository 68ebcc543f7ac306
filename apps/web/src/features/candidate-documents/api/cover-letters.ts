import type { CoverLetterInput } from '@portal/contract/candidate-documents';
import { candidateDocumentsEndpoints } from '@portal/contract/endpoints/candidate-documents';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

const e = candidateDocumentsEndpoints;

export function useCoverLetters() {
  return useQuery({
    queryKey: queryKeys.candidate.coverLetters(),
    queryFn: async () => (await call(e.coverLetters)).data.data,
  });
}

/** Saves a new letter (id null) or edits one; field problems stay in the editor. */
export function useSaveCoverLetter(id: number | null) {
  return useApiMutation({
    mutationFn: async (body: CoverLetterInput) =>
      (id === null
        ? await call(e.createCoverLetter, { body })
        : await call(e.updateCoverLetter, { params: { id }, body })
      ).data,
    refresh: [queryKeys.candidate.coverLetters()],
    toastError: false,
  });
}

export function useRemoveCoverLetter() {
  return useApiMutation({
    mutationFn: async (id: number) => (await call(e.removeCoverLetter, { params: { id } })).data,
    refresh: [queryKeys.candidate.coverLetters()],
  });
}
