import type { JobManage } from '@portal/contract/jobs';
import { API } from '@portal/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { errorToast, successToast } from '@/lib/toasts';
import { JOBS_KEY } from './list-jobs';

export type JobAction = 'publish' | 'close' | 'duplicate';
type Result = { data: JobManage; message?: string };

export async function runJobAction(id: number | string, action: JobAction): Promise<Result> {
  const res = await api.post<Result>(API.jobs.action(id, action), {});
  return res.data;
}

/** Publish, close or duplicate; lists, details and public search are refreshed afterwards. */
export function useJobAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number | string; action: JobAction }) => runJobAction(id, action),
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
