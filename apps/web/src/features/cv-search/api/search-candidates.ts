import type { CvFacets, CvSearchRow } from '@portal/contract/cv-search';
import { cvSearchEndpoints } from '@portal/contract/endpoints/cv-search';
import type { ListEnvelope } from '@portal/contract/envelope';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

export type CvSearchResponse = ListEnvelope<CvSearchRow> & {
  meta: ListEnvelope<CvSearchRow>['meta'] & { facets: CvFacets };
};

export async function searchCandidates(query: Record<string, string>): Promise<CvSearchResponse> {
  const res = await call(cvSearchEndpoints.search, { query });
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
