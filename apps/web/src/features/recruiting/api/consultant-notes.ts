import type { FeedbackInput, FeedbackNote } from '@portal/contract/candidates';
import { candidateEndpoints } from '@portal/contract/endpoints/candidate';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

export async function listNotes(candidateId: number): Promise<FeedbackNote[]> {
  return (await call(candidateEndpoints.consultantFeedback, { params: { candidateId } })).data.data;
}

export async function addNote(candidateId: number, input: FeedbackInput) {
  return (await call(candidateEndpoints.createConsultantFeedback, { params: { candidateId }, body: input }))
    .data;
}

export function useNotes(candidateId: number) {
  return useQuery({
    queryKey: queryKeys.consultantNotes.list(candidateId),
    queryFn: () => listNotes(candidateId),
  });
}

/** Field errors go under the note's input; the caller toasts anything else. */
export function useAddNote(candidateId: number) {
  return useApiMutation({
    mutationFn: (input: FeedbackInput) => addNote(candidateId, input),
    toastError: false,
    refresh: [queryKeys.consultantNotes.list(candidateId)],
  });
}
