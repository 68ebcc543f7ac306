import { jobsEndpoints } from '@portal/contract/endpoints/jobs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { publicQueryKeys } from '@/lib/public-query-keys';
import type { SearchQuery } from '../search-params';

export async function searchJobs(query: SearchQuery) {
  const res = await call(jobsEndpoints.search, { query }, { variant: 'public' });
  return res.data;
}

export const jobSearchQueryOptions = (query: SearchQuery) =>
  queryOptions({ queryKey: publicQueryKeys.publicJobs.search(query), queryFn: () => searchJobs(query) });

/** Keeps the previous result on screen while the next one loads, so the list does not flash empty. */
export function useJobSearch(query: SearchQuery, enabled = true) {
  return useQuery({ ...jobSearchQueryOptions(query), enabled, placeholderData: keepPreviousData });
}
