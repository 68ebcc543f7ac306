import type { Envelope } from '@portal/contract/envelope';
import type { Job } from '@portal/contract/jobs';
import { jobsApi } from '@portal/contract/paths/jobs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicApi } from '@/lib/api-client';
import { publicQueryKeys } from '@/lib/public-query-keys';

export async function getPublicJob(id: string): Promise<Job> {
  const res = await publicApi.get<Envelope<Job>>(jobsApi.view(id));
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
