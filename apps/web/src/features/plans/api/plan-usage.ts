import { employersEndpoints } from '@portal/contract/endpoints/employers';
import { plansEndpoints } from '@portal/contract/endpoints/plans';
import type { PlanAssignmentInput } from '@portal/contract/plans';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

export function useClientUsage(clientId: number | undefined) {
  return useQuery({
    queryKey: queryKeys.plans.usage(clientId ?? 0),
    queryFn: async () => (await call(employersEndpoints.usage, { params: { id: clientId ?? 0 } })).data.data,
    enabled: clientId !== undefined,
  });
}

export function usePlans(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.plans.list(),
    queryFn: async () => (await call(plansEndpoints.list)).data.data,
    enabled,
  });
}

export function useAssignPlan(clientId: number) {
  return useApiMutation({
    mutationFn: async (body: PlanAssignmentInput) =>
      (await call(employersEndpoints.plan, { params: { id: clientId }, body })).data,
    refresh: [queryKeys.plans.all()],
  });
}
