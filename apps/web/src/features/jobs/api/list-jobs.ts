import type { JobListQuery, JobListResponse } from '@portal/contract/jobs';
import { API } from '@portal/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export async function listJobs(params: JobListQuery): Promise<JobListResponse> {
  const query = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));
  const res = await api.get<JobListResponse>(API.jobs.list, { params: query });
  return res.data;
}

export const jobListQueryOptions = (params: JobListQuery) =>
  queryOptions({ queryKey: queryKeys.manageJobs.list(params), queryFn: () => listJobs(params) });

export function useJobList(params: JobListQuery) {
  return useQuery({ ...jobListQueryOptions(params), placeholderData: keepPreviousData });
}
