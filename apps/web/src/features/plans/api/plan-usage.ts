import type { Envelope } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import type { ClientUsage, Plan, PlanAssignmentInput } from '@portal/contract/plans';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

export function useClientUsage(clientId: number | undefined) {
  return useQuery({
    queryKey: queryKeys.plans.usage(clientId ?? 0),
    queryFn: async () => (await api.get<Envelope<ClientUsage>>(API.employers.usage(clientId ?? 0))).data.data,
    enabled: clientId !== undefined,
  });
}

export function usePlans(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.plans.list(),
    queryFn: async () => (await api.get<Envelope<Plan[]>>(API.plans.list)).data.data,
    enabled,
  });
}

export function useAssignPlan(clientId: number) {
  return useApiMutation({
    mutationFn: async (body: PlanAssignmentInput) =>
      (await api.put<Envelope<ClientUsage>>(API.employers.plan(clientId), body)).data,
    refresh: [queryKeys.plans.all()],
  });
}
