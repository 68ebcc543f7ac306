import { candidateCreateEndpoints } from '@portal/contract/endpoints/candidate-create';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { useApiMutation } from '@/lib/use-api-mutation';

/** Whose invitation a claim link is; unknown 404, expired 410. */
export function useClaimInfo(token: string) {
  return useQuery({
    queryKey: ['claim-account', token],
    queryFn: async () =>
      (await call(candidateCreateEndpoints.claim, { query: { token } }, { variant: 'public' })).data.data,
    enabled: token.length > 0,
    retry: false,
  });
}

export function useClaimAccount() {
  return useApiMutation({
    mutationFn: async (body: { token: string; password: string }) =>
      (await call(candidateCreateEndpoints.createClaim, { body }, { variant: 'public' })).data,
    toastError: false,
  });
}

export function useObjectToListing() {
  return useApiMutation({
    mutationFn: async (token: string) =>
      (await call(candidateCreateEndpoints.object, { body: { token } }, { variant: 'public' })).data,
  });
}
