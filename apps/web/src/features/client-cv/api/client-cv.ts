import type {
  ClientCv,
  ClientCvShare,
  ClientCvShareInput,
  CreatedClientCvShare,
} from '@portal/contract/client-cv';
import type { Envelope } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The recruiter's preview; each open is a logged (and plan-counted) view, so never retried behind their back. */
export function useClientCv(id: number) {
  return useQuery({
    queryKey: queryKeys.clientCv.preview(id),
    queryFn: async () => (await api.get<Envelope<ClientCv>>(API.clientCv.byCandidate(id))).data.data,
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** A client's open of a shared link (no sign-in); every open is logged, so it is made once. */
export function useSharedClientCv(token: string) {
  return useQuery({
    queryKey: queryKeys.clientCv.shared(token),
    queryFn: async () =>
      (await api.get<Envelope<ClientCv>>(API.clientCv.shared, { params: { token } })).data.data,
    enabled: token.length > 0,
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useClientCvShares(id: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.clientCv.shares(id),
    queryFn: async () => (await api.get<Envelope<ClientCvShare[]>>(API.clientCv.shares(id))).data.data,
    enabled,
  });
}

export function useCreateClientCvShare(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: ClientCvShareInput) =>
      (await api.post<Envelope<CreatedClientCvShare>>(API.clientCv.shares(id), input)).data.data,
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.clientCv.shares(id) }),
  });
}

export function useRevokeClientCvShare(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (shareId: number) =>
      (await api.delete<Envelope<ClientCvShare>>(API.clientCv.share(shareId))).data.data,
    onSuccess: () => qc.invalidateQueries({ queryKey: queryKeys.clientCv.shares(id) }),
  });
}

/** The address a client opens: bare, public, the token in the query. */
export const sharedLink = (token: string) =>
  `${window.location.origin}${paths.management.clientCvShared.href()}?token=${encodeURIComponent(token)}`;
