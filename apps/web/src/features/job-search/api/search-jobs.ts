import type { JobSearchResponse } from '@portal/contract/jobs';
import { jobsApi } from '@portal/contract/paths/jobs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { publicApi } from '@/lib/api-client';
import { publicQueryKeys } from '@/lib/public-query-keys';

export async function searchJobs(query: Record<string, string>): Promise<JobSearchResponse> {
  const res = await publicApi.get<JobSearchResponse>(jobsApi.search, { params: query });
  return res.data;
}

export const jobSearchQueryOptions = (query: Record<string, string>) =>
  queryOptions({ queryKey: publicQueryKeys.publicJobs.search(query), queryFn: () => searchJobs(query) });

/** Keeps the previous result on screen while the next one loads, so the list does not flash empty. */
export function useJobSearch(query: Record<string, string>, enabled = true) {
  return useQuery({ ...jobSearchQueryOptions(query), enabled, placeholderData: keepPreviousData });
}
