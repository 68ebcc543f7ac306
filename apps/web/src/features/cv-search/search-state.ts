import { CV_CRITERIA_KEYS, type CvSearchCriteria } from '@portal/contract/cv-search';

/*
 * The CV search as the URL holds it: the contract's criteria keys (ids comma-separated), sort and
 * page. The URL is the whole search, so a link shares it and Back undoes a change.
 */

export type CriteriaKey = keyof CvSearchCriteria;
export type CvSearchState = Partial<Record<CriteriaKey | 'sort' | 'page', string>>;

export const CV_PAGE_SIZE = 20;
const KEYS = [...CV_CRITERIA_KEYS, 'sort', 'page'] as const;
/** The last search, restored when the search page opens without one. */
const LAST_SEARCH = 'cv-search.last';

export function readCvSearch(params: URLSearchParams): CvSearchState {
  const out: CvSearchState = {};
  for (const key of KEYS) {
    const value = params.getAll(key).join(',').trim();
    if (value) out[key] = value;
  }
  return out;
}

/** A stable query string: known keys only, in the contract's order, page 1 left out. */
export function cvSearchString(state: CvSearchState): string {
  const out = new URLSearchParams();
  for (const key of KEYS) {
    const value = state[key];
    if (value && !(key === 'page' && value === '1')) out.set(key, value);
  }
  const s = out.toString();
  return s ? `?${s}` : '';
}

export const idsOf = (state: CvSearchState, key: CriteriaKey): string[] =>
  (state[key] ?? '').split(',').filter(Boolean);

/** The criteria only (no sort or page): what a saved search keeps and what "has a search" means. */
export function criteriaOf(state: CvSearchState): CvSearchState {
  const { sort: _sort, page: _page, ...criteria } = state;
  return criteria;
}

export const hasCriteria = (state: CvSearchState) => Object.keys(criteriaOf(state)).length > 0;

export function apiQuery(state: CvSearchState): Record<string, string> {
  return { ...(state as Record<string, string>), page_size: String(CV_PAGE_SIZE) };
}

export function rememberSearch(state: CvSearchState): void {
  try {
    if (hasCriteria(state)) sessionStorage.setItem(LAST_SEARCH, cvSearchString(state));
  } catch {
    // Storage may be unavailable (private mode); the search simply is not restored.
  }
}

export function lastSearch(): string {
  try {
    return sessionStorage.getItem(LAST_SEARCH) ?? '';
  } catch {
    return '';
  }
}

/** "Start a new search": the previous one is not restored any more. */
export function forgetSearch(): void {
  try {
    sessionStorage.removeItem(LAST_SEARCH);
  } catch {
    // Nothing stored.
  }
}
