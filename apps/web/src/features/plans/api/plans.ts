import type { Envelope, MessageBody } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import type { Plan, PlanInput } from '@portal/contract/plans';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

/** Creates a plan (no id) or replaces one's name, description and limits. */
export function useSavePlan() {
  return useApiMutation({
    mutationFn: async ({ id, body }: { id?: number; body: PlanInput }) =>
      (id
        ? await api.patch<Envelope<Plan>>(API.plans.byId(id), body)
        : await api.post<Envelope<Plan>>(API.plans.list, body)
      ).data,
    refresh: [queryKeys.plans.all()],
    toastError: false,
  });
}

export function useDeletePlan() {
  return useApiMutation({
    mutationFn: async (id: number) => (await api.delete<MessageBody>(API.plans.byId(id))).data,
    refresh: [queryKeys.plans.all()],
  });
}
