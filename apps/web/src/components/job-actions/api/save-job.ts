import { API } from '@portal/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { errorToast, successToast } from '@/lib/toasts';
import { SAVED_JOBS_KEY } from './keys';

type Result = { message?: string };

export async function saveJob(jobId: number): Promise<Result> {
  return (await api.post<Result>(API.jobs.saveJob, { job_id: jobId })).data;
}

export async function unsaveJob(jobId: number): Promise<Result> {
  return (await api.delete<Result>(API.jobs.savedJob(jobId))).data;
}

/** Save or unsave (`save: false`); both are idempotent on the server, so a double click is harmless. */
export function useToggleSavedJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, save }: { jobId: number; save: boolean }) =>
      save ? saveJob(jobId) : unsaveJob(jobId),
    onSuccess: (res) => {
      // The body holds `data` too: handed over as a response, so the toast reads its message.
      successToast({ data: res });
    },
    onError: (error) => {
      errorToast(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: SAVED_JOBS_KEY }),
  });
}
