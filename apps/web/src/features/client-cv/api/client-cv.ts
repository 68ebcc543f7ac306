import type { ClientCvShareInput } from '@portal/contract/client-cv';
import { clientCvEndpoints } from '@portal/contract/endpoints/client-cv';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

/** The recruiter's preview; each open is a logged (and plan-counted) view, so never retried behind their back. */
export function useClientCv(id: number) {
  return useQuery({
    queryKey: queryKeys.clientCv.preview(id),
    queryFn: async () => (await call(clientCvEndpoints.byCandidate, { params: { id } })).data.data,
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** A client's open of a shared link (no sign-in); every open is logged, so it is made once. */
export function useSharedClientCv(token: string) {
  return useQuery({
    queryKey: queryKeys.clientCv.shared(token),
    queryFn: async () => (await call(clientCvEndpoints.shared, { query: { token } })).data.data,
    enabled: token.length > 0,
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useClientCvShares(id: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.clientCv.shares(id),
    queryFn: async () => (await call(clientCvEndpoints.shares, { params: { id } })).data.data,
    enabled,
  });
}

export function useCreateClientCvShare(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: ClientCvShareInput) =>
      (await call(clientCvEndpoints.createShares, { params: { id }, body: input })).data.data,
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.clientCv.shares(id) }),
  });
}

export function useRevokeClientCvShare(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (shareId: number) =>
      (await call(clientCvEndpoints.share, { params: { id: shareId } })).data.data,
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.clientCv.shares(id) }),
  });
}

/** The address a client opens: bare, public, the token in the query. */
export const sharedLink = (token: string) =>
  `${window.location.origin}${paths.management.clientCvShared.href()}?token=${encodeURIComponent(token)}`;
