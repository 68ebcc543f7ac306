import { API } from '@portal/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { errorToast, successToast } from '@/lib/toasts';
import { JOBS_KEY } from './list-jobs';

type Result = { data: { closed: number }; message?: string };

export async function bulkCloseJobs(ids: number[]): Promise<Result> {
  const res = await api.post<Result>(API.jobs.bulkClose, { ids });
  return res.data;
}

export function useBulkCloseJobs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkCloseJobs,
    onSuccess: async (res) => {
      successToast(res);
      await queryClient.invalidateQueries({ queryKey: JOBS_KEY });
      await queryClient.invalidateQueries({ queryKey: ['jobs'] });
    },
    onError: (error) => {
      errorToast(error);
    },
  });
}
