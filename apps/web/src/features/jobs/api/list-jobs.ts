import { jobsEndpoints } from '@portal/contract/endpoints/jobs';
import type { JobListQuery, JobListResponse } from '@portal/contract/jobs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

export async function listJobs(params: JobListQuery): Promise<JobListResponse> {
  const query = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));
  const res = await call(jobsEndpoints.list, { query });
  return res.data;
}

export const jobListQueryOptions = (params: JobListQuery) =>
  queryOptions({ queryKey: queryKeys.manageJobs.list(params), queryFn: () => listJobs(params) });

export function useJobList(params: JobListQuery) {
  return useQuery({ ...jobListQueryOptions(params), placeholderData: keepPreviousData });
}
