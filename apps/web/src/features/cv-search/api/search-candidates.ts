import type { CvFacets, CvSearchRow } from '@portal/contract/cv-search';
import type { ListEnvelope } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type CvSearchResponse = ListEnvelope<CvSearchRow> & {
  meta: ListEnvelope<CvSearchRow>['meta'] & { facets: CvFacets };
};

export async function searchCandidates(query: Record<string, string>): Promise<CvSearchResponse> {
  const res = await api.get<CvSearchResponse>(API.cvSearch.search, { params: query });
  return res.data;
}

/** Keeps the previous result on screen while the next one loads. */
export function useCvSearch(query: Record<string, string>, enabled = true) {
  return useQuery({
    queryKey: queryKeys.cvSearch.search(query),
    queryFn: () => searchCandidates(query),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
