import type { JobHit, JobSearchResponse } from '@portal/contract/jobs';
import { jobsApi } from '@portal/contract/paths/jobs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicApi } from '@/lib/api-client';
import { publicQueryKeys } from '@/lib/public-query-keys';

export const LATEST_COUNT = 6;

export async function getLatestJobs(): Promise<JobHit[]> {
  const res = await publicApi.get<JobSearchResponse>(jobsApi.search, {
    params: { sort: 'date', page_size: LATEST_COUNT },
  });
  return res.data.data;
}

export const latestJobsQueryOptions = () =>
  queryOptions({ queryKey: publicQueryKeys.publicJobs.latest(), queryFn: getLatestJobs });

export function useLatestJobs() {
  return useQuery(latestJobsQueryOptions());
}
