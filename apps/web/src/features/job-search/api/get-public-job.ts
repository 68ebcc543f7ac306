import { jobsEndpoints } from '@portal/contract/endpoints/jobs';
import type { Job } from '@portal/contract/jobs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { publicQueryKeys } from '@/lib/public-query-keys';

export async function getPublicJob(id: string): Promise<Job> {
  const res = await call(jobsEndpoints.view, { params: { id } }, { variant: 'public' });
  return res.data.data;
}

export const publicJobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: publicQueryKeys.publicJobs.view(id),
    queryFn: () => getPublicJob(id),
  });

export function usePublicJob(id: string) {
  return useQuery(publicJobQueryOptions(id));
}
