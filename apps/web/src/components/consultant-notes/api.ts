import type { FeedbackInput, FeedbackNote } from '@portal/contract/candidates';
import { API } from '@portal/contract/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const notesKey = (candidateId: number) => ['consultant-feedback', candidateId] as const;

export async function listNotes(candidateId: number): Promise<FeedbackNote[]> {
  return (await api.get<{ data: FeedbackNote[] }>(API.candidate.consultantFeedback(candidateId))).data.data;
}

export async function addNote(candidateId: number, input: FeedbackInput) {
  return (
    await api.post<{ data: FeedbackNote; message?: string }>(
      API.candidate.consultantFeedback(candidateId),
      input,
    )
  ).data;
}

export function useNotes(candidateId: number) {
  return useQuery({ queryKey: notesKey(candidateId), queryFn: () => listNotes(candidateId) });
}

export function useAddNote(candidateId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FeedbackInput) => addNote(candidateId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesKey(candidateId) }),
  });
}
