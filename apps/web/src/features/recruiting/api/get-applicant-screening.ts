import { screeningEndpoints } from '@portal/contract/endpoints/screening';
import type { ApplicantScreening } from '@portal/contract/screening';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

export async function getApplicantScreening(id: number): Promise<ApplicantScreening> {
  return (await call(screeningEndpoints.applicantAnswers, { params: { id } })).data.data;
}

/** Kept under the applicant's key: a status move that refreshes the applicant refreshes this too. */
export const applicantScreeningOptions = (id: number) =>
  queryOptions({
    queryKey: [...queryKeys.applicants.detail(id), 'screening'] as const,
    queryFn: () => getApplicantScreening(id),
  });

export function useApplicantScreening(id: number) {
  return useQuery(applicantScreeningOptions(id));
}
