import type { candidateEndpoints } from '@portal/contract/endpoints/candidate';
import type { EndpointResponse } from '@portal/contract/endpoints/endpoint';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';
import { useProfileTarget } from './profile-target';

/** Every profile write answers with the whole profile. */
export type ProfileReply = EndpointResponse<typeof candidateEndpoints.update>;

/**
 * Every profile write answers with the whole profile: it replaces the cached one, so the
 * completeness meter and every section follow at once. Callers show errors (field errors go
 * under their inputs). Under a ProfileTarget the write goes to that added candidate instead, and
 * the recruiter's views of them are read again.
 */
export function useProfileWrite<TInput>(
  write: (input: TInput, target: number | null) => Promise<ProfileReply>,
) {
  const queryClient = useQueryClient();
  const target = useProfileTarget();
  return useApiMutation({
    mutationFn: (input: TInput) => write(input, target),
    toastError: false,
    onSuccess: (reply) => {
      if (target === null) {
        queryClient.setQueryData(queryKeys.candidate.profile(), reply.data);
        return;
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.candidate.added(target) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.cvSearch.candidate(target) });
    },
  });
}
