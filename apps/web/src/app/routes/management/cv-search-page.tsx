import { CV_SEARCH_SORTS } from '@portal/contract/cv-search';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { CardSkeletons } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useCvSearch } from '@/features/cv-search/api/search-candidates';
import { CvFilterPanel } from '@/features/cv-search/components/cv-filter-panel';
import { CvMobileFilters } from '@/features/cv-search/components/cv-mobile-filters';
import { KeywordField, KeywordHelp, keywordError } from '@/features/cv-search/components/keyword-field';
import { SaveSearchButton } from '@/features/cv-search/components/save-search-button';
import { saveTrail } from '@/features/cv-search/results-trail';
import {
  apiQuery,
  CV_PAGE_SIZE,
  type CvSearchState,
  criteriaOf,
  cvSearchString,
  hasCriteria,
  lastSearch,
  readCvSearch,
  rememberSearch,
} from '@/features/cv-search/search-state';
import { AddToFolder } from '@/features/recruiting/components/add-to-folder';
import { CandidateResultRow } from '@/features/recruiting/components/candidate-result-row';
import { EmailCandidatesLink } from '@/features/recruiting/components/email-candidates-link';
import { useCandidateSelection } from '@/features/recruiting/components/selection';
import { SelectionBar } from '@/features/recruiting/components/selection-bar';
import { useHasPermission } from '@/lib/auth';
import { serverFieldErrors } from '@/lib/form-errors';
import { useFormat } from '@/lib/intl/format';
import { useT } from './i18n';

/** The server's field messages for a refused search (a 400), by box. */
const fieldErrors = (error: unknown): Record<string, string> => serverFieldErrors(error, 400) ?? {};

/** The search's criteria as strings, for the compose page's "everyone this search found". */
function searchCriteria(state: CvSearchState): Record<string, string> {
  return Object.fromEntries(
    Object.entries(criteriaOf(state)).filter((e): e is [string, string] => Boolean(e[1])),
  );
}

/**
 * management/cv-search (and ?no, the quick search): keywords, filters with counts, results. The URL
 * is the whole search; opening the page bare brings back the last search of this tab, which
 * "New CV search" (cv-search/create) forgets.
 */
const SORT_LABEL = {
  relevance: 'cvSearch.sort.relevance',
  last_active: 'cvSearch.sort.last_active',
  experience: 'cvSearch.sort.experience',
} as const satisfies Record<(typeof CV_SEARCH_SORTS)[number], string>;

export function CvSearchPage() {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const headingId = useId();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const state = useMemo(() => readCvSearch(params), [params]);
  const quick = params.has('no');
  const restoreTo = !quick && !hasCriteria(state) ? lastSearch() : '';
  const selection = useCandidateSelection();
  const mayFolder = useHasPermission('cv.folders');
  const maySave = useHasPermission('cv.saved_searches');

  useEffect(() => {
    // navigate() rejects only for another origin; these are the search page's own URLs.
    if (restoreTo) void navigate({ pathname, search: restoreTo }, { replace: true });
  }, [restoreTo, navigate, pathname]);
  useEffect(() => rememberSearch(state), [state]);

  const query = useMemo(() => apiQuery(state), [state]);
  const result = useCvSearch(query, !restoreTo);
  const serverErrors = fieldErrors(result.error);

  const [draft, setDraft] = useState(state.q ?? '');
  const [tried, setTried] = useState(false);
  const t = useT();
  const format = useFormat();
  useEffect(() => setDraft(state.q ?? ''), [state.q]);

  const go = (next: CvSearchState) => {
    void navigate({ pathname: paths.management.cvSearch.href(), search: cvSearchString(next) });
  };
  const update = (patch: CvSearchState) => {
    const next: CvSearchState = { ...state, ...patch, page: undefined };
    for (const [k, v] of Object.entries(next)) if (!v) delete next[k as keyof CvSearchState];
    go(next);
  };
  const onKeywords = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (keywordError(draft)) return;
    update({ q: draft.trim() });
  };

  const meta = result.data?.meta;
  const rows = result.data?.data ?? [];
  useEffect(() => {
    if (rows.length) saveTrail({ ids: rows.map((r) => r.id), back: `${pathname}${search}` });
  }, [rows, pathname, search]);

  const filters = (
    <CvFilterPanel
      state={state}
      facets={meta?.facets}
      onChange={update}
      onClear={() => {
        const { q, all, any, none } = criteriaOf(state);
        go({ q, all, any, none });
      }}
    />
  );
  const otherBoxErrors = ['all', 'any', 'none'].flatMap((k) => (serverErrors[k] ? [serverErrors[k]] : []));

  return (
    <section aria-labelledby={headingId} className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1
          id={headingId}
          className="text-2xl font-bold tracking-tight rtl:tracking-normal text-slate-900 sm:text-3xl"
        >
          {t('cvSearch.title')}
        </h1>
        <div className="flex flex-wrap gap-2 text-sm">
          <Link
            to={paths.management.cvSearchAction.href({ action: 'create' })}
            className="font-semibold text-primary-800 hover:underline"
          >
            {t('cvSearch.advanced')}
          </Link>
          <span aria-hidden className="text-slate-400">
            ·
          </span>
          <Link
            to={paths.management.cvSavedList.href()}
            className="font-semibold text-primary-800 hover:underline"
          >
            {t('cvSearch.saved')}
          </Link>
        </div>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to jsdom and to Safari before 17. */}
      <form role="search" onSubmit={onKeywords} className="mt-4 flex flex-col gap-2">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <div className="min-w-0 flex-1">
            <KeywordField
              label={t('cvSearch.keywords')}
              value={draft}
              onChange={setDraft}
              showError={tried}
              serverError={serverErrors.q}
              placeholder={t('cvSearch.placeholder')}
            />
          </div>
          <Button type="submit" className="sm:mt-7">
            {t('cvSearch.search')}
          </Button>
        </div>
        <KeywordHelp />
        {otherBoxErrors.length ? (
          <p role="alert" className="text-sm text-red-700">
            {otherBoxErrors.join(' ')}{' '}
            <Link to={paths.management.cvSearchAction.href({ action: 'create' })}>
              {t('cvSearch.editAdvanced')}
            </Link>
          </p>
        ) : null}
      </form>
      <div className="mt-6 grid gap-6 md:grid-cols-[16rem_1fr] lg:grid-cols-[18rem_1fr]">
        <aside
          aria-label={t('search.filters')}
          className="hidden self-start rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:block"
        >
          {filters}
        </aside>
        <div className="min-w-0">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
            <p aria-live="polite" className="text-sm text-slate-700">
              {meta
                ? t.rich('cvSearch.count', {
                    count: meta.total,
                    total: format.number(meta.total),
                    strong: (chunks) => (
                      <strong key="total" className="text-slate-900">
                        {chunks}
                      </strong>
                    ),
                  })
                : result.isError
                  ? ''
                  : t('search.searching')}
            </p>
            <div className="flex flex-wrap items-center gap-3">
              {maySave ? <SaveSearchButton state={state} /> : null}
              {meta && meta.total > 0 ? (
                <EmailCandidatesLink to={{ kind: 'search', criteria: searchCriteria(state) }}>
                  {meta.total > 500
                    ? t('cvSearch.emailFirst', { max: format.number(500) })
                    : t('cvSearch.emailAll', { total: format.number(meta.total) })}
                </EmailCandidatesLink>
              ) : null}
              <CvMobileFilters total={meta?.total}>{filters}</CvMobileFilters>
              <label className="flex items-center gap-2 text-sm text-slate-700">
                {t('cvSearch.sortBy')}
                <select
                  value={state.sort ?? 'relevance'}
                  onChange={(e) =>
                    update({ sort: e.target.value === 'relevance' ? undefined : e.target.value })
                  }
                  className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm"
                >
                  {CV_SEARCH_SORTS.map((s) => (
                    <option key={s} value={s}>
                      {t(SORT_LABEL[s])}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          </div>
          {rows.length ? (
            <SelectionBar
              selection={selection}
              pageIds={rows.map((r) => r.id)}
              actions={(ids) => (
                <>
                  {mayFolder ? <AddToFolder candidateIds={ids} onDone={selection.clear} /> : null}
                  <EmailCandidatesLink to={{ kind: 'candidates', candidate_ids: ids }}>
                    {t('cvSearch.emailSelected')}
                  </EmailCandidatesLink>
                </>
              )}
            />
          ) : null}
          <div aria-busy={result.isFetching} className={result.isPlaceholderData ? 'opacity-60' : undefined}>
            {result.isLoading || restoreTo ? (
              <CardSkeletons count={4} />
            ) : result.isError && !Object.keys(serverErrors).length ? (
              <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
                {t('cvSearch.failed')}
              </p>
            ) : rows.length === 0 ? (
              <EmptyState title={t('cvSearch.empty')}>{t('cvSearch.emptyHint')}</EmptyState>
            ) : (
              <ul className="flex flex-col gap-4">
                {rows.map((row) => (
                  <li key={row.id}>
                    <CandidateResultRow
                      row={row}
                      href={paths.management.cvSearchView.href({ id: row.id })}
                      selected={selection.has(row.id)}
                      onSelect={(on) => selection.toggle(row.id, on)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>
          {meta && meta.total > 0 ? (
            <Pagination
              page={meta.page}
              pageSize={meta.page_size || CV_PAGE_SIZE}
              total={meta.total}
              onPage={(page) => go({ ...state, page: String(page) })}
            />
          ) : null}
        </div>
      </div>
    </section>
  );
}
