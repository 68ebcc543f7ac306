import type { ApplicantsQuery, ApplicantsResponse } from '@portal/contract/applications';
import { jobsEndpoints } from '@portal/contract/endpoints/jobs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

export const APPLICANTS_PAGE_SIZE = 20;

/** The section's filter; the page size is the section's own. */
export type ApplicantsFilter = Omit<ApplicantsQuery, 'page_size'>;

export async function listApplicants(jobId: string, filter: ApplicantsFilter): Promise<ApplicantsResponse> {
  const params = { ...filter, q: filter.q || undefined, page_size: APPLICANTS_PAGE_SIZE };
  return (await call(jobsEndpoints.applicants, { params: { id: jobId }, query: params })).data;
}

export const applicantsOptions = (jobId: string, filter: ApplicantsFilter) =>
  queryOptions({
    queryKey: queryKeys.applicants.list(jobId, filter),
    queryFn: () => listApplicants(jobId, filter),
    placeholderData: keepPreviousData,
  });

export function useApplicants(jobId: string, filter: ApplicantsFilter) {
  return useQuery(applicantsOptions(jobId, filter));
}
