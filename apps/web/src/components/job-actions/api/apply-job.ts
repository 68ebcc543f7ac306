import type { ApplyInput, MyApplication } from '@portal/contract/applications';
import { API } from '@portal/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import axios from 'axios';
import { api } from '@/lib/api-client';
import { errorToast, successToast } from '@/lib/toasts';
import { APPLICATIONS_KEY, SAVED_JOBS_KEY } from './keys';

type Result = { data: MyApplication; message?: string };

export async function applyJob(input: ApplyInput): Promise<Result> {
  const res = await api.post<Result>(API.jobs.apply, input);
  return res.data;
}

/**
 * Applies; afterwards every "did I apply?" answer and list is refreshed. A 409 means an earlier
 * application exists (another tab, a double click): its message is shown and the refresh turns
 * the button into "Applied" as well.
 */
export function useApplyJob() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY }),
      queryClient.invalidateQueries({ queryKey: SAVED_JOBS_KEY }),
    ]);
  return useMutation({
    mutationFn: applyJob,
    onSuccess: async (res) => {
      // The body holds `data` too: handed over as a response, so the toast reads its message.
      successToast({ data: res });
      await refresh();
    },
    onError: async (error) => {
      errorToast(error);
      if (axios.isAxiosError(error) && error.response?.status === 409) await refresh();
    },
  });
}
