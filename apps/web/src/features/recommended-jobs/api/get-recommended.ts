import { jobsEndpoints } from '@portal/contract/endpoints/jobs';
import type { RecommendationsResponse } from '@portal/contract/recommendations';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

export const PAGE_SIZE = 20;

export async function getRecommended(page: number): Promise<RecommendationsResponse> {
  return (await call(jobsEndpoints.recommended, { query: { page, page_size: PAGE_SIZE } })).data;
}

export const recommendedQueryOptions = (page: number) =>
  queryOptions({ queryKey: queryKeys.candidate.recommended(page), queryFn: () => getRecommended(page) });

export function useRecommended(page: number) {
  return useQuery({ ...recommendedQueryOptions(page), placeholderData: keepPreviousData });
}
