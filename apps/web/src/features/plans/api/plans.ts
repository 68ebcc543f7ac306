import { plansEndpoints } from '@portal/contract/endpoints/plans';
import type { PlanInput } from '@portal/contract/plans';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

/** Creates a plan (no id) or replaces one's name, description and limits. */
export function useSavePlan() {
  return useApiMutation({
    mutationFn: async ({ id, body }: { id?: number; body: PlanInput }) =>
      (id
        ? await call(plansEndpoints.update, { params: { id }, body })
        : await call(plansEndpoints.create, { body })
      ).data,
    refresh: [queryKeys.plans.all()],
    toastError: false,
  });
}

export function useDeletePlan() {
  return useApiMutation({
    mutationFn: async (id: number) => (await call(plansEndpoints.remove, { params: { id } })).data,
    refresh: [queryKeys.plans.all()],
  });
}
