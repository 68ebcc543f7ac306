import { candidateDocumentsEndpoints } from '@portal/contract/endpoints/candidate-documents';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

const e = candidateDocumentsEndpoints;

/** The candidate's CVs to choose from when applying (the default marked). */
export function useCvChoices() {
  return useQuery({
    queryKey: queryKeys.candidate.cvs(),
    queryFn: async () => (await call(e.cvs)).data.data,
  });
}

/** The candidate's saved cover letters to start the note from. */
export function useCoverLetterChoices() {
  return useQuery({
    queryKey: queryKeys.candidate.coverLetters(),
    queryFn: async () => (await call(e.coverLetters)).data.data,
  });
}
