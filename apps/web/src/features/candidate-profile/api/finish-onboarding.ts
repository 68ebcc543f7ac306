import { candidateEndpoints } from '@portal/contract/endpoints/candidate';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';
import type { ProfileReply } from './profile-write';

export async function finishOnboarding(action: 'complete' | 'skip'): Promise<ProfileReply> {
  return (await call(candidateEndpoints.onboarding, { body: { action } })).data;
}

/** Ends the wizard (finished or skipped); the caller navigates and toasts. */
export function useFinishOnboarding() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: finishOnboarding,
    toastSuccess: false,
    toastError: false,
    onSuccess: (reply) => queryClient.setQueryData(queryKeys.candidate.profile(), reply.data),
  });
}
