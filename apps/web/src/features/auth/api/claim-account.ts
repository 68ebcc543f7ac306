import type { ClaimInfo } from '@portal/contract/candidate-create';
import type { Envelope, MessageBody } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { publicApi } from '@/lib/api-client';
import { useApiMutation } from '@/lib/use-api-mutation';

/** Whose invitation a claim link is; unknown 404, expired 410. */
export function useClaimInfo(token: string) {
  return useQuery({
    queryKey: ['claim-account', token],
    queryFn: async () =>
      (await publicApi.get<Envelope<ClaimInfo>>(API.candidateCreate.claim, { params: { token } })).data.data,
    enabled: token.length > 0,
    retry: false,
  });
}

export function useClaimAccount() {
  return useApiMutation({
    mutationFn: async (body: { token: string; password: string }) =>
      (await publicApi.post<MessageBody>(API.candidateCreate.claim, body)).data,
    toastError: false,
  });
}

export function useObjectToListing() {
  return useApiMutation({
    mutationFn: async (token: string) =>
      (await publicApi.post<MessageBody>(API.candidateCreate.object, { token })).data,
  });
}
