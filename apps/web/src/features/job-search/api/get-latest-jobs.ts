import { jobsEndpoints } from '@portal/contract/endpoints/jobs';
import type { JobHit } from '@portal/contract/jobs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { publicQueryKeys } from '@/lib/public-query-keys';

export const LATEST_COUNT = 6;

export async function getLatestJobs(): Promise<JobHit[]> {
  const res = await call(
    jobsEndpoints.search,
    { query: { sort: 'date', page_size: LATEST_COUNT } },
    { variant: 'public' },
  );
  return res.data.data;
}

export const latestJobsQueryOptions = () =>
  queryOptions({ queryKey: publicQueryKeys.publicJobs.latest(), queryFn: getLatestJobs });

export function useLatestJobs() {
  return useQuery(latestJobsQueryOptions());
}
