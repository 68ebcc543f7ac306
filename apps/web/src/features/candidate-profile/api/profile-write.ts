import type { candidateEndpoints } from '@portal/contract/endpoints/candidate';
import type { EndpointResponse } from '@portal/contract/endpoints/endpoint';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

/** Every profile write answers with the whole profile. */
export type ProfileReply = EndpointResponse<typeof candidateEndpoints.update>;

/**
 * Every profile write answers with the whole profile: it replaces the cached one, so the
 * completeness meter and every section follow at once. Callers show errors (field errors go
 * under their inputs).
 */
export function useProfileWrite<TInput>(write: (input: TInput) => Promise<ProfileReply>) {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: write,
    toastError: false,
    onSuccess: (reply) => queryClient.setQueryData(queryKeys.candidate.profile(), reply.data),
  });
}
