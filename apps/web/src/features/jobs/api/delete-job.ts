import { API } from '@portal/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { errorToast, successToast } from '@/lib/toasts';
import { JOBS_KEY } from './list-jobs';

export async function deleteJob(id: number | string): Promise<{ message?: string }> {
  const res = await api.delete<{ message?: string }>(API.jobs.byId(id));
  return res.data;
}

/** Drafts only; the server answers 409 for anything else. */
export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJob,
    onSuccess: async (res) => {
      successToast(res);
      await queryClient.invalidateQueries({ queryKey: JOBS_KEY });
    },
    onError: (error) => {
      errorToast(error);
    },
  });
}
