import type { Envelope } from '@portal/contract/envelope';
import type { JobManage } from '@portal/contract/jobs';
import { API } from '@portal/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export async function getJob(id: string): Promise<JobManage> {
  const res = await api.get<Envelope<JobManage>>(API.jobs.byId(id));
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
