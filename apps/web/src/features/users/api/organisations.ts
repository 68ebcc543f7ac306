import { employersEndpoints } from '@portal/contract/endpoints/employers';
import { plansEndpoints } from '@portal/contract/endpoints/plans';
import type { ClientType } from '@portal/contract/roles';
import type { ClientCreate } from '@portal/contract/user-admin';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

export function useCreateOrganisation() {
  return useApiMutation({
    mutationFn: async (body: ClientCreate) => (await call(employersEndpoints.create, { body })).data,
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
        await call(employersEndpoints.list, {
          query: { type, status: 'active', page_size: 100, ...(q ? { q } : {}) },
        })
      ).data.data,
  });
}

export function usePlanChoices(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.plans.list(),
    queryFn: async () => (await call(plansEndpoints.list)).data.data,
    enabled,
  });
}
