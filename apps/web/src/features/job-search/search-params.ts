import type { EndpointQuery } from '@portal/contract/endpoints/endpoint';
import type { jobsEndpoints } from '@portal/contract/endpoints/jobs';
import {
  EMPLOYMENT_TYPES,
  type EmploymentType,
  JOB_LIST_FILTERS,
  type JobListFilter,
  POSTED_WITHIN,
} from '@portal/contract/job-values';
import type { JobSearchQuery } from '@portal/contract/jobs';
import { isOneOf, oneOf } from '@/lib/one-of';

/** The job search's query as the contract's endpoint takes it. */
export type SearchQuery = EndpointQuery<typeof jobsEndpoints.search>;
export type SearchSort = NonNullable<JobSearchQuery['sort']>;
/** The one-value filters: every key of the contract's query that is not a list, the sort or the page. */
type ValueKey = Exclude<keyof JobSearchQuery, JobListFilter | 'sort' | 'page' | 'page_size'>;

/** The search as the URL holds it: the contract's query keys, as text (ids stay strings). */
export type SearchState = Record<JobListFilter, string[]> &
  Record<ValueKey, string> & {
    sort: SearchSort | '';
    page: number;
  };

export const PAGE_SIZE = 20;

const list = (params: URLSearchParams, key: string) =>
  params
    .getAll(key)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);

const whole = (value: string | null) => (value && /^\d+$/.test(value.trim()) ? value.trim() : '');

/**
 * Reads the search from the URL. Ids stay strings; `location` may also hold free text (the
 * landing page and old links), which the page resolves to ids before searching.
 */
export function readSearch(params: URLSearchParams): SearchState {
  const ids = (key: JobListFilter) => list(params, key).filter((v) => /^\d+$/.test(v));
  const posted = whole(params.get('posted_within'));
  const sort = params.get('sort');
  return {
    keyword: (params.get('keyword') ?? '').trim(),
    location: list(params, 'location'),
    designation: ids('designation'),
    functional_area: ids('functional_area'),
    industry: ids('industry'),
    employment_type: list(params, 'employment_type').filter((v): v is EmploymentType =>
      isOneOf(EMPLOYMENT_TYPES, v),
    ),
    employer: ids('employer'),
    experience: whole(params.get('experience')),
    salary_min: whole(params.get('salary_min')),
    salary_max: whole(params.get('salary_max')),
    posted_within: isOneOf(POSTED_WITHIN, Number(posted)) ? posted : '',
    sort: sort === 'relevance' || sort === 'date' ? sort : '',
    page: Math.max(1, Number(whole(params.get('page'))) || 1),
  };
}

/** Writes the search back in a stable key order, leaving out what is empty or default. */
export function writeSearch(state: SearchState): URLSearchParams {
  const out = new URLSearchParams();
  if (state.keyword) out.set('keyword', state.keyword);
  for (const key of JOB_LIST_FILTERS) if (state[key].length) out.set(key, state[key].join(','));
  for (const key of ['experience', 'salary_min', 'salary_max', 'posted_within', 'sort'] as const)
    if (state[key]) out.set(key, state[key]);
  if (state.page > 1) out.set('page', String(state.page));
  return out;
}

/** Default sort: relevance when there is a keyword to be relevant to, newest first otherwise. */
export function effectiveSort(state: SearchState): SearchSort {
  return state.sort || (state.keyword ? 'relevance' : 'date');
}

/** The API query: the URL's query plus the effective sort and the page size. */
export function apiQuery(state: SearchState): SearchQuery {
  const query = Object.fromEntries(writeSearch(state));
  return { ...query, sort: effectiveSort(state), page: state.page, page_size: PAGE_SIZE };
}

/** Location values that are not ids (free text to resolve against master data). */
export function freeTextLocations(state: SearchState): string[] {
  return state.location.filter((v) => !/^\d+$/.test(v));
}

export function hasFilters(state: SearchState): boolean {
  return (
    JOB_LIST_FILTERS.some((key) => state[key].length > 0) ||
    Boolean(state.experience || state.salary_min || state.salary_max || state.posted_within)
  );
}

/** The search without one filter (a "relax" suggestion or a removed chip); back to page 1. */
export function withoutFilter(state: SearchState, filter: string): SearchState {
  const next: SearchState = { ...state, page: 1 };
  if (filter === 'keyword') next.keyword = '';
  const listFilter = oneOf(JOB_LIST_FILTERS, filter);
  if (listFilter) next[listFilter] = [];
  if (filter === 'salary' || filter === 'salary_min') next.salary_min = '';
  if (filter === 'salary' || filter === 'salary_max') next.salary_max = '';
  if (filter === 'experience') next.experience = '';
  if (filter === 'posted_within') next.posted_within = '';
  return next;
}

export function searchQueryString(state: SearchState): string {
  // Commas between ids read better unencoded and are legal in a query string.
  const query = writeSearch(state).toString().replace(/%2C/gi, ',');
  return query ? `?${query}` : '';
}
