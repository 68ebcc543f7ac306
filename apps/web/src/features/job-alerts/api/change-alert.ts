import type { JobAlert } from '@portal/contract/alerts';
import type { Envelope, MessageBody } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import { ALERT_CHANGES } from '@/features/job-alerts/api/alert-api';
import { api } from '@/lib/api-client';
import { useApiMutation } from '@/lib/use-api-mutation';

export async function setAlertActive(input: { id: number; active: boolean }) {
  return (await api.patch<Envelope<JobAlert>>(API.jobs.alert(input.id), { active: input.active })).data;
}

export async function deleteAlert(id: number) {
  return (await api.delete<MessageBody>(API.jobs.alert(id))).data;
}

/** Pause (active: false) or resume. */
export const useSetAlertActive = () => useApiMutation({ mutationFn: setAlertActive, refresh: ALERT_CHANGES });
export const useDeleteAlert = () => useApiMutation({ mutationFn: deleteAlert, refresh: ALERT_CHANGES });
