import type { MyApplication } from '@portal/contract/applications';
import { API } from '@portal/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { APPLICATIONS_KEY, SAVED_JOBS_KEY } from '@/components/job-actions/api/keys';
import { api } from '@/lib/api-client';
import { errorToast, successToast } from '@/lib/toasts';

type Result = { data: MyApplication; message?: string };

export async function withdrawApplication(id: number): Promise<Result> {
  return (await api.post<Result>(API.jobs.withdraw(id), {})).data;
}

export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    onSuccess: (res) => {
      successToast({ data: res });
    },
    onError: (error) => {
      errorToast(error);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: SAVED_JOBS_KEY }),
      ]),
  });
}
