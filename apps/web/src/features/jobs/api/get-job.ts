import { jobsEndpoints } from '@portal/contract/endpoints/jobs';
import type { JobManage } from '@portal/contract/jobs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

export async function getJob(id: string): Promise<JobManage> {
  const res = await call(jobsEndpoints.byId, { params: { id } });
  return res.data.data;
}

export const jobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.manageJobs.detail(id),
    queryFn: () => getJob(id),
  });

export function useJob(id: string) {
  return useQuery(jobQueryOptions(id));
}
