import type { PageMeta } from '@portal/contract/envelope';
import type { JobRow, JobStatus } from '@portal/contract/jobs';
import { API } from '@portal/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type JobListParams = {
  status?: JobStatus;
  q?: string;
  sort?: string;
  page: number;
  page_size: number;
  client_id?: number;
};
export type JobList = { data: JobRow[]; meta: PageMeta & { counts: Partial<Record<JobStatus, number>> } };

export async function listJobs(params: JobListParams): Promise<JobList> {
  const query = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));
  const res = await api.get<JobList>(API.jobs.list, { params: query });
  return res.data;
}

export const jobListQueryOptions = (params: JobListParams) =>
  queryOptions({ queryKey: queryKeys.manageJobs.list(params), queryFn: () => listJobs(params) });

export function useJobList(params: JobListParams) {
  return useQuery({ ...jobListQueryOptions(params), placeholderData: keepPreviousData });
}
