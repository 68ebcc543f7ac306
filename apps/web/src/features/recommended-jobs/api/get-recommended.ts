import { API } from '@portal/contract/paths';
import type { RecommendationsResponse } from '@portal/contract/recommendations';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const PAGE_SIZE = 20;

export async function getRecommended(page: number): Promise<RecommendationsResponse> {
  return (
    await api.get<RecommendationsResponse>(API.jobs.recommended, { params: { page, page_size: PAGE_SIZE } })
  ).data;
}

export const recommendedQueryOptions = (page: number) =>
  queryOptions({ queryKey: queryKeys.candidate.recommended(page), queryFn: () => getRecommended(page) });

export function useRecommended(page: number) {
  return useQuery({ ...recommendedQueryOptions(page), placeholderData: keepPreviousData });
}
