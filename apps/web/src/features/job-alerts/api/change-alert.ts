import { jobsEndpoints } from '@portal/contract/endpoints/jobs';
import { ALERT_CHANGES } from '@/features/job-alerts/api/alert-api';
import { call } from '@/lib/call';
import { useApiMutation } from '@/lib/use-api-mutation';

export async function setAlertActive(input: { id: number; active: boolean }) {
  return (await call(jobsEndpoints.updateAlert, { params: { id: input.id }, body: { active: input.active } }))
    .data;
}

export async function deleteAlert(id: number) {
  return (await call(jobsEndpoints.removeAlert, { params: { id } })).data;
}

/** Pause (active: false) or resume. */
export const useSetAlertActive = () => useApiMutation({ mutationFn: setAlertActive, refresh: ALERT_CHANGES });
export const useDeleteAlert = () => useApiMutation({ mutationFn: deleteAlert, refresh: ALERT_CHANGES });
