import { jobsEndpoints } from '@portal/contract/endpoints/jobs';
import type { JobHit } from '@portal/contract/jobs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

export async function getSimilarJobs(id: string): Promise<JobHit[]> {
  const res = await call(jobsEndpoints.similar, { params: { id } }, { variant: 'public' });
  return res.data.data;
}

export const similarJobsQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.publicJobs.similar(id), queryFn: () => getSimilarJobs(id) });

export function useSimilarJobs(id: string, enabled: boolean) {
  return useQuery({ ...similarJobsQueryOptions(id), enabled });
}
