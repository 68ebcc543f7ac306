import type { JobAlert } from '@portal/contract/alerts';
import { API } from '@portal/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JOB_ALERTS_KEY } from '@/components/job-alert/alert-api';
import { api } from '@/lib/api-client';
import { errorToast, successToast } from '@/lib/toasts';

export async function setAlertActive(input: { id: number; active: boolean }) {
  return (
    await api.patch<{ data: JobAlert; message?: string }>(API.jobs.alert(input.id), { active: input.active })
  ).data;
}

export async function deleteAlert(id: number) {
  return (await api.delete<{ message?: string }>(API.jobs.alert(id))).data;
}

function useAlertMutation<T>(fn: (input: T) => Promise<{ message?: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (res) => {
      successToast(res);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: JOB_ALERTS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['candidate-dashboard'] }),
      ]);
    },
    onError: (error) => errorToast(error),
  });
}

/** Pause (active: false) or resume. */
export const useSetAlertActive = () => useAlertMutation(setAlertActive);
export const useDeleteAlert = () => useAlertMutation(deleteAlert);
