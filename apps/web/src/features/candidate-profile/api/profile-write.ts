import type { CandidateProfile } from '@portal/contract/candidate-profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successToast } from '@/lib/toasts';
import { PROFILE_KEY } from './get-profile';

export type ProfileReply = { data: CandidateProfile; message?: string };

/**
 * Every profile write answers with the whole profile: it replaces the cached one, so the
 * completeness meter and every section follow at once. Callers show errors (field errors go
 * under their inputs).
 */
export function useProfileWrite<TInput>(write: (input: TInput) => Promise<ProfileReply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (reply) => {
      queryClient.setQueryData(PROFILE_KEY, reply.data);
      successToast(reply);
    },
  });
}
