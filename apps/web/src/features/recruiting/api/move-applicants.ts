import type { ApplicantsStatusInput, ApplicantsStatusResult } from '@portal/contract/applications';
import { jobsEndpoints } from '@portal/contract/endpoints/jobs';
import type { Envelope } from '@portal/contract/envelope';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

export async function moveApplicants(
  input: ApplicantsStatusInput,
): Promise<Envelope<ApplicantsStatusResult>> {
  return (await call(jobsEndpoints.applicantsStatus, { body: input })).data;
}

/** One or many applicants to a new status; the lists, the open applicant and the job's counts refresh. */
export function useMoveApplicants() {
  return useApiMutation({
    mutationFn: moveApplicants,
    refresh: [queryKeys.applicants.all(), queryKeys.manageJobs.all()],
    refreshOn: 'settled',
  });
}
