import { CV_FACETS, type CvFacet } from '@portal/contract/cv-search';

/**
 * A tagged facet value as `candidate_search.facet_keys` holds it (migration 0026) and the memory
 * index reads it: (place in CV_FACETS + 1) << ID_BITS | master item id.
 */
export const ID_BITS = 26;
export const ID_MASK = 2 ** ID_BITS - 1;

const TAG = Object.fromEntries(CV_FACETS.map((f, i) => [f, i + 1])) as Record<CvFacet, number>;

export const facetKey = (facet: CvFacet, id: number) => (TAG[facet] << ID_BITS) + id;
