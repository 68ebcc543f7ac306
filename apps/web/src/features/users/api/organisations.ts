import type { Client } from '@portal/contract/clients';
import type { Envelope, ListEnvelope } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import type { Plan } from '@portal/contract/plans';
import type { ClientType } from '@portal/contract/roles';
import type { ClientCreate } from '@portal/contract/user-admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

export function useCreateOrganisation() {
  return useApiMutation({
    mutationFn: async (body: ClientCreate) =>
      (await api.post<Envelope<{ client_id: number; user_id: number }>>(API.employers.list, body)).data,
    refresh: [queryKeys.clients.all(), queryKeys.users.all()],
    toastError: false,
  });
}

/** Active organisations of one type, for choosing where a new user goes. */
export function useOrganisationChoices(type: ClientType, q: string) {
  return useQuery({
    queryKey: queryKeys.clients.list({ type, status: 'active', q, page_size: 100, for: 'choice' }),
    queryFn: async () =>
      (
        await api.get<ListEnvelope<Client>>(API.employers.list, {
          params: { type, status: 'active', page_size: 100, ...(q ? { q } : {}) },
        })
      ).data.data,
  });
}

export function usePlanChoices(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.plans.list(),
    queryFn: async () => (await api.get<Envelope<Plan[]>>(API.plans.list)).data.data,
    enabled,
  });
}
