import type { CandidateProfile } from '@portal/contract/candidate-profile';
import { API } from '@portal/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { PROFILE_KEY } from './get-profile';
import type { ProfileReply } from './profile-write';

export async function finishOnboarding(action: 'complete' | 'skip'): Promise<ProfileReply> {
  return (await api.post<ProfileReply>(API.candidate.onboarding, { action })).data;
}

/** Ends the wizard (finished or skipped); the caller navigates and toasts. */
export function useFinishOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishOnboarding,
    onSuccess: (reply) => queryClient.setQueryData<CandidateProfile>(PROFILE_KEY, reply.data),
  });
}
