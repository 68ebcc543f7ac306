import type { Envelope } from '@portal/contract/envelope';
import type { JobHit } from '@portal/contract/jobs';
import { API } from '@portal/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export async function getSimilarJobs(id: string): Promise<JobHit[]> {
  const res = await publicApi.get<Envelope<JobHit[]>>(API.jobs.similar(id));
  return res.data.data;
}

export const similarJobsQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.publicJobs.similar(id), queryFn: () => getSimilarJobs(id) });

export function useSimilarJobs(id: string, enabled: boolean) {
  return useQuery({ ...similarJobsQueryOptions(id), enabled });
}
