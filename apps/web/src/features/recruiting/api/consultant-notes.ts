import type { FeedbackInput, FeedbackNote } from '@portal/contract/candidates';
import type { Envelope } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

export async function listNotes(candidateId: number): Promise<FeedbackNote[]> {
  return (await api.get<Envelope<FeedbackNote[]>>(API.candidate.consultantFeedback(candidateId))).data.data;
}

export async function addNote(candidateId: number, input: FeedbackInput) {
  return (await api.post<Envelope<FeedbackNote>>(API.candidate.consultantFeedback(candidateId), input)).data;
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
