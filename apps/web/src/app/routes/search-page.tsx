import { JOB_LIST_FILTERS } from '@portal/contract/job-values';
import { useId, useMemo } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { Pagination } from '@/components/ui/pagination';
import { useT as useTitleT } from '@/config/i18n';
import type { RouteHandle } from '@/config/paths';
import { CreateAlertButton } from '@/features/job-alerts/components/create-alert-button';
import { useJobSearch } from '@/features/job-search/api/search-jobs';
import { KeywordBar } from '@/features/job-search/components/keyword-bar';
import {
  LazyFilterPanel,
  loadFilterPanelIfShown,
  useWide,
} from '@/features/job-search/components/lazy-filter-panel';
import { MobileFilters } from '@/features/job-search/components/mobile-filters';
import { SearchResults } from '@/features/job-search/components/search-results';
import { SortSelect } from '@/features/job-search/components/sort-select';
import {
  apiQuery,
  effectiveSort,
  PAGE_SIZE,
  readSearch,
  type SearchState,
  searchQueryString,
  writeSearch,
} from '@/features/job-search/search-params';
import { UnknownLocationNotice, useFreeTextLocation } from '@/features/job-search/use-free-text-location';
import { SalaryLine } from '@/features/salary-insights/components/salary-line';
import { useFormat } from '@/lib/intl/format';
import { useT } from '../i18n';

function activeCount(state: SearchState): number {
  return (
    JOB_LIST_FILTERS.reduce((n, key) => n + state[key].length, 0) +
    [state.experience, state.salary_min || state.salary_max, state.posted_within].filter(Boolean).length
  );
}

/** What the route waits for before the page's first render (app/route-parts.tsx). */
export const searchPageReady = loadFilterPanelIfShown;

/**
 * unauth/search-job, unauth/job-list, candidate/search-job and candidate/job-list: one page. The
 * URL's query string is the whole search, so a shared link reproduces it and Back undoes a change;
 * every change pushes a history entry and returns to page 1.
 */
export function SearchPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const matches = useMatches();
  const headingId = useId();
  const state = useMemo(() => readSearch(new URLSearchParams(search)), [search]);
  const resolving = useFreeTextLocation(state);
  const query = useMemo(() => apiQuery(state), [state]);
  const result = useJobSearch(query, !resolving);
  const t = useT();
  const titleT = useTitleT();
  const format = useFormat();
  const title = titleT(
    (matches[matches.length - 1]?.handle as RouteHandle | undefined)?.title ?? 'title.searchJobs',
  );

  const go = (next: SearchState) => navigate({ search: searchQueryString(next) });
  const update = (patch: Partial<SearchState>) => go({ ...state, ...patch, page: 1 });
  const clear = () => go(readSearch(new URLSearchParams(state.keyword ? { keyword: state.keyword } : {})));

  const meta = result.data?.meta;
  const wide = useWide();
  const panel = { state, facets: meta?.facets, onChange: update, onClear: clear };
  // One designation filtered: what it usually pays, linked to its salary page (issue 30). Its slug
  // comes from a hit of that designation (the filter holds ids).
  const designationSlug =
    state.designation.length === 1
      ? result.data?.data.find((h) => String(h.designation?.id) === String(state.designation[0]))?.designation
          ?.slug
      : undefined;

  return (
    <section aria-labelledby={headingId} className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
      <h1
        id={headingId}
        className="text-2xl font-bold tracking-tight rtl:tracking-normal text-slate-900 sm:text-3xl"
      >
        {title}
      </h1>
      <div className="mt-4">
        <KeywordBar
          value={state.keyword}
          locations={state.location}
          onSearch={({ keyword, location }) => update(location ? { keyword, location } : { keyword })}
          keep={[...writeSearch({ ...state, keyword: '', location: [], page: 1 })]}
        />
        <UnknownLocationNotice />
        <SalaryLine designation={designationSlug} className="mt-3" />
      </div>
      <div className="mt-6 grid gap-6 md:grid-cols-[16rem_1fr] lg:grid-cols-[18rem_1fr]">
        <aside
          aria-label={t('search.filters')}
          className="hidden self-start rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:block"
        >
          <LazyFilterPanel show={wide} {...panel} />
        </aside>
        <div className="min-w-0">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            {/* A line of its own on phones, so "Searching..." and the count take the same room (no shift). */}
            <p aria-live="polite" className="h-5 basis-full text-sm text-slate-700 sm:basis-auto">
              {meta
                ? t.rich(state.keyword && !meta.corrected ? 'search.countFor' : 'search.count', {
                    count: meta.total,
                    total: format.number(meta.total),
                    keyword: state.keyword,
                    strong: (chunks) => (
                      <strong key="total" className="text-slate-900">
                        {chunks}
                      </strong>
                    ),
                  })
                : t('search.searching')}
            </p>
            <div className="flex flex-wrap items-center gap-3">
              <CreateAlertButton />
              <MobileFilters total={meta?.total} active={activeCount(state)}>
                {/* Mounted when the sheet opens, which fetches the panel's code on a phone. */}
                <LazyFilterPanel show {...panel} />
              </MobileFilters>
              <SortSelect value={effectiveSort(state)} onChange={(sort) => update({ sort })} />
            </div>
          </div>
          <div aria-busy={result.isFetching} className={result.isPlaceholderData ? 'opacity-60' : undefined}>
            <SearchResults
              state={state}
              result={result.data}
              isLoading={resolving || result.isLoading}
              isError={result.isError}
            />
          </div>
          {meta && meta.total > 0 ? (
            <Pagination
              page={state.page}
              pageSize={meta.page_size || PAGE_SIZE}
              total={meta.total}
              onPage={(page) => go({ ...state, page })}
            />
          ) : null}
        </div>
      </div>
    </section>
  );
}
