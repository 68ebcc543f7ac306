import type { AlertInput, AlertPatch, JobAlert } from '@portal/contract/alerts';
import { API } from '@portal/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { errorToast, successToast } from '@/lib/toasts';

/** The candidate's alerts; every alert mutation refreshes it (and the dashboard's count). */
export const JOB_ALERTS_KEY = ['job-alerts'] as const;
const DASHBOARD_KEY = ['candidate-dashboard'] as const;

type Saved = { data: JobAlert; message?: string };

export async function createAlert(body: AlertInput): Promise<Saved> {
  return (await api.post<Saved>(API.jobs.alerts, body)).data;
}

export async function updateAlert({ id, body }: { id: number; body: AlertPatch }): Promise<Saved> {
  return (await api.patch<Saved>(API.jobs.alert(id), body)).data;
}

/**
 * Create or update, by whether an id is given. Field errors (400) are left to the form, which
 * shows them under the inputs; anything else is a toast.
 */
export function useSaveAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id?: number; body: AlertInput }) =>
      input.id === undefined ? createAlert(input.body) : updateAlert({ id: input.id, body: input.body }),
    onSuccess: async (res) => {
      successToast(res);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: JOB_ALERTS_KEY }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
      ]);
    },
  });
}

export { errorToast };
