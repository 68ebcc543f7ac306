import type { ApplicantsStatusInput, ApplicantsStatusResult } from '@portal/contract/applications';
import { API } from '@portal/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { errorToast, successToast } from '@/lib/toasts';
import { APPLICANTS_KEY } from './list-applicants';
import { JOBS_KEY } from './list-jobs';

type Result = { data: ApplicantsStatusResult; message?: string };

export async function moveApplicants(input: ApplicantsStatusInput): Promise<Result> {
  return (await api.post<Result>(API.jobs.applicantsStatus, input)).data;
}

/** One or many applicants to a new status; the lists, the open applicant and the job's counts refresh. */
export function useMoveApplicants() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveApplicants,
    onSuccess: (res) => {
      successToast({ data: res });
    },
    onError: (error) => {
      errorToast(error);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: APPLICANTS_KEY }),
        queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
      ]),
  });
}
