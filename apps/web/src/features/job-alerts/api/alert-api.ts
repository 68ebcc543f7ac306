import type { AlertInput, AlertPatch, JobAlert } from '@portal/contract/alerts';
import { jobsEndpoints } from '@portal/contract/endpoints/jobs';
import type { Envelope } from '@portal/contract/envelope';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

/** What every alert mutation refreshes: the alerts and the dashboard's count of them. */
export const ALERT_CHANGES = [queryKeys.candidate.alerts(), queryKeys.candidate.dashboard()];

export async function createAlert(body: AlertInput): Promise<Envelope<JobAlert>> {
  return (await call(jobsEndpoints.createAlerts, { body })).data;
}

export async function updateAlert({
  id,
  body,
}: {
  id: number;
  body: AlertPatch;
}): Promise<Envelope<JobAlert>> {
  return (await call(jobsEndpoints.updateAlert, { params: { id }, body })).data;
}

/**
 * Create or update, by whether an id is given. Field errors (400) are left to the form, which
 * shows them under the inputs; anything else is a toast.
 */
export function useSaveAlert() {
  return useApiMutation({
    mutationFn: (input: { id?: number; body: AlertInput }) =>
      input.id === undefined ? createAlert(input.body) : updateAlert({ id: input.id, body: input.body }),
    toastError: false,
    refresh: ALERT_CHANGES,
  });
}
