import {
  type ArabicMatcher,
  arabicMatcher,
  arabicSnippet,
  markArabic,
  websearchPositive,
} from '@portal/contract/arabic-search';
import type { FacetBucket, JobHit, JobSearchQuery, JobSearchResponse } from '@portal/contract/jobs';
import { EMPLOYMENT_TYPE_LABELS, type EmploymentType, FACETS } from '@portal/contract/jobs';
import type { Db } from '../../core/db/client';
import { escapeHtml } from '../../core/lib/sanitize';
import { cached, correctKeyword, loadRefs, locationsOf, toHitFields } from '../jobs';
import { employerRefs, masterRefs } from '../master';
import { type RawFacets, shownFacets } from './facet-buckets';
import { keywordTsquery } from './keyword-tsquery';
import {
  keywordPositions,
  passingFilters,
  relaxCounts,
  type Scan,
  scan,
  setFacetFilters,
  setFilters,
  withoutFilter,
} from './memory-search';
import { type OpenJobs, openJobs } from './open-jobs';
import { CLOSE_MARK, type HitRow, OPEN_MARK, preparedHits } from './repositories/hits';
import { byRelevance, pageIds, RANK_WINDOW } from './repositories/page';
import {
  FILTER_LABELS,
  type FilterKey,
  facetCountRows,
  filterConditions,
  relaxationCounts,
  whereOf,
} from './repositories/search-sql';

export type SearchOptions = {
  /** How long a whole answer is reused (SEARCH_CACHE_SECONDS); 0: computed every time. */
  cacheSeconds: number;
  /** Filters, facets and date order over the open jobs in memory (SEARCH_INDEX=memory); else SQL. */
  memory: boolean;
};

type Facets = JobSearchResponse['meta']['facets'];
/** Facets whose buckets are master items (named in both languages). */
const MASTER_FACETS = new Set(['location', 'designation', 'functional_area', 'industry']);

export const markToHtml = (s: string) =>
  escapeHtml(s).replaceAll(OPEN_MARK, '<mark>').replaceAll(CLOSE_MARK, '</mark>');

const snippetOf = (text: string) =>
  text.length > 200 ? `${text.slice(0, 200).replace(/\s+\S*$/, '')}…` : text;

const FRAGMENT_GAP = ' … ';
const plain = (s: string) => s.replaceAll(OPEN_MARK, '').replaceAll(CLOSE_MARK, '');

/**
 * ts_headline's fragments start and end on words but mid-sentence; an ellipsis says where the
 * snippet takes up or breaks off a sentence of the description (`source`, the text headlined).
 */
export function framedSnippet(headline: string, source: string): string {
  const parts = headline
    .split(FRAGMENT_GAP)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) return headline;
  const text = plain(source);
  const first = parts[0] as string;
  const last = parts[parts.length - 1] as string;
  const start = text.indexOf(plain(first));
  const before = start === -1 ? 'x' : text.slice(0, start).replace(/[ \t]+$/, '');
  const startsSentence = before === '' || /[.!?:\n]$/.test(before);
  const end = text.indexOf(plain(last));
  const after = end === -1 ? 'x' : text.slice(end + plain(last).length).replace(/^[ \t]+/, '');
  const endsSentence = after === '' || after.startsWith('\n') || /[.!?]$/.test(plain(last));
  return `${startsSentence ? '' : '… '}${parts.join(FRAGMENT_GAP)}${endsSentence ? '' : ' …'}`;
}

/**
 * The page of hits by relevance among `window` (ids), ordered as page.ts's `ranked` orders its
 * window, with highlights, in one round trip.
 */
export async function rankedHits(db: Db, window: number[], q: JobSearchQuery): Promise<JobHit[]> {
  if (window.length === 0) return [];
  const rows: HitRow[] = await preparedHits(db).ranked.execute({
    ids: `{${window.join(',')}}`,
    tsquery: q.keyword ? await keywordTsquery(db, q.keyword) : '',
    limit: q.page_size,
    offset: (q.page - 1) * q.page_size,
  });
  const ids = [...rows].sort((a, b) => Number(a.ord) - Number(b.ord)).map((r) => r.id);
  return toHits(db, rows, ids, q.keyword);
}

/** Search hits in the given order, with highlights when there is a keyword. */
export async function hitsFor(db: Db, ids: number[], keyword?: string): Promise<JobHit[]> {
  if (ids.length === 0) return [];
  const prepared = preparedHits(db);
  const rows: HitRow[] = await (keyword ? prepared.withKeyword : prepared.plain).execute({
    ids: `{${ids.join(',')}}`,
    tsquery: keyword ? await keywordTsquery(db, keyword) : '',
  });
  return toHits(db, rows, ids, keyword);
}

/** Parts as HTML: text escaped, hits in <mark>. */
const partsToHtml = (parts: { text: string; hit: boolean }[]) =>
  parts.map((p) => (p.hit ? `<mark>${escapeHtml(p.text)}</mark>` : escapeHtml(p.text))).join('');

/**
 * The Arabic title and snippet with the Arabic words the keyword found marked, as written (found
 * through normalisation, the stemmer or a synonym: `مستودعات` marks `المستودع`); null without an
 * Arabic word in the keyword (the card then shows the Arabic text plain).
 */
function arabicHighlights(r: HitRow, matcher: ArabicMatcher | null) {
  if (!matcher) return { title_ar_html: null, snippet_ar_html: null };
  const snippet = r.descriptionTextAr ? arabicSnippet(r.descriptionTextAr, matcher) : null;
  return {
    title_ar_html: r.titleAr ? partsToHtml(markArabic(r.titleAr, matcher)) : null,
    snippet_ar_html: snippet ? partsToHtml(snippet.parts) : null,
  };
}

async function toHits(db: Db, rows: HitRow[], ids: number[], keyword?: string): Promise<JobHit[]> {
  const refs = await loadRefs(db, rows, locationsOf(rows), new Map(rows.map((r) => [r.clientId, r.logoKey])));
  const byId = new Map(rows.map((r) => [r.id, r]));
  // Once per page, not per hit: it folds and stems the keyword's words.
  const matcher = keyword ? arabicMatcher(websearchPositive(keyword)) : null;
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        ...toHitFields(r, refs),
        title_html: r.title_hl ? markToHtml(r.title_hl) : escapeHtml(r.title),
        snippet_html: r.snippet_hl
          ? markToHtml(framedSnippet(r.snippet_hl, r.descriptionText))
          : escapeHtml(snippetOf(r.descriptionText)),
        snippet_ar: r.descriptionTextAr ? snippetOf(r.descriptionTextAr) : null,
        ...arabicHighlights(r, matcher),
      },
    ];
  });
}

type FacetRow = { facet: string; key: string | null; n: number };

const facetKey = (q: JobSearchQuery) => {
  const { page: _p, page_size: _s, sort: _o, ...filters } = q;
  return `facets:${JSON.stringify(filters)}`;
};

function facetRows(db: Db, q: JobSearchQuery) {
  return cached(db, facetKey(q), () => computeFacetRows(db, q));
}

async function computeFacetRows(db: Db, q: JobSearchQuery) {
  const res = await facetCountRows<FacetRow>(db, q);
  let total = 0;
  const raw: RawFacets = new Map();
  for (const r of res) {
    if (r.facet === 'total') total = Number(r.n);
    else if (r.key != null && Number(r.n) > 0)
      raw.set(r.facet, [...(raw.get(r.facet) ?? []), { key: r.key, n: Number(r.n) }]);
  }
  return { total, raw: shownFacets(raw, q) };
}

async function nameFacets(db: Db, raw: RawFacets, q: JobSearchQuery): Promise<Facets> {
  const sorted = shownFacets(raw, q);
  const masterIds = [...MASTER_FACETS].flatMap((f) => (sorted.get(f) ?? []).map((b) => Number(b.key)));
  const employerIds = (sorted.get('employer') ?? []).map((b) => Number(b.key));
  const [masters, employers] = await Promise.all([masterRefs(db, masterIds), employerRefs(db, employerIds)]);
  const label = (facet: string, key: string): string => {
    if (facet === 'employment_type') return EMPLOYMENT_TYPE_LABELS[key as EmploymentType] ?? key;
    if (facet === 'employer') return employers.get(Number(key))?.name ?? key;
    if (facet === 'posted_within') return key === '1' ? 'Last 24 hours' : `Last ${key} days`;
    if (facet === 'experience') return key === '1' ? '1 year' : `${key} years`;
    return masters.get(Number(key))?.name ?? key;
  };
  const facets = {} as Facets;
  for (const f of FACETS) {
    facets[f] = (sorted.get(f) ?? []).map(
      (b): FacetBucket => ({
        id: b.key,
        name: label(f, b.key),
        ...(MASTER_FACETS.has(f) ? { name_ar: masters.get(Number(b.key))?.nameAr ?? null } : {}),
        count: b.n,
      }),
    );
  }
  return facets;
}

/**
 * Filters whose removal would turn an empty result into some, most helpful first. Counts per
 * filter set like the facets, so cached with them (one scan per active filter when cold).
 */
function relaxations(db: Db, q: JobSearchQuery, ix: OpenJobs | null) {
  return cached(db, `relax:${facetKey(q)}`, async () =>
    relaxationList(ix ? await relaxInMemory(db, ix, q) : await relaxationCounts(db, q)),
  );
}

/**
 * An empty answer's relaxations. Without a keyword, each filter's count is the total of the search
 * without it (nothing passes them all), a kept pass shared with other searches. With one, the
 * keyword's count needs the jobs passing the other filters: counted once per filter set (cached
 * like the facets), since many typed keywords that find nothing share their filters.
 */
async function relaxInMemory(db: Db, ix: OpenJobs, q: JobSearchQuery) {
  if (!q.keyword) {
    const active = setFilters(q);
    const passes = await Promise.all(active.map((k) => keptPass(db, ix, withoutFilter(q, k))));
    return active.map((k, i) => ({ k, n: (passes[i] as Kept).total }));
  }
  const others = { ...q, keyword: undefined };
  const [matches, passing] = await Promise.all([
    keywordPositions(db, ix, q.keyword),
    cached(db, `passing:${facetKey(others)}`, async () => passingFilters(ix, others)),
  ]);
  return relaxCounts(ix, q, matches, passing);
}

function relaxationList(res: { k: string; n: number }[]) {
  return res
    .map((r) => ({
      filter: r.k,
      label: `Remove the ${FILTER_LABELS[r.k as FilterKey].toLowerCase()} filter`,
      total: Number(r.n),
    }))
    .filter((r) => r.total > 0)
    .sort((a, b) => b.total - a.total);
}

/**
 * "Did you mean" for a keyword. The dictionary (job_terms) changes only when jobs are published
 * or it is rebuilt, so the answer is cached with the facets (same TTL, dropped on every job change)
 * instead of a trigram lookup on every search with fewer than three results.
 */
const suggestionFor = (db: Db, keyword: string) =>
  cached(db, `suggest:${keyword}`, () => correctKeyword(db, keyword));

type Run = {
  /** The page's ids; or, to be ranked by relevance as the hits are read (`rankedHits`), the window. */
  ids: number[];
  rankWindow: number[] | null;
  total: number;
  raw: RawFacets;
  ix: OpenJobs | null;
};

async function run(db: Db, q: JobSearchQuery, memory: boolean): Promise<Run> {
  const ix = memory ? await openJobs(db) : null;
  if (ix) return runInMemory(db, ix, q);
  const where = whereOf(filterConditions(q));
  // The total decides the page's plan; in steady state it comes from the facet cache at once.
  const facets = await facetRows(db, q);
  return { ids: await pageIds(db, q, where, facets.total), rankWindow: null, ...facets, ix: null };
}

/** A pass as kept: matches as job ids, not positions, since it outlives an index read again (REFRESH_MS). */
const kept = (ix: OpenJobs, s: Scan, q: JobSearchQuery) => ({
  total: s.total,
  raw: shownFacets(s.raw, q),
  matches: s.matches.map((p) => ix.id[p] as number),
});
type Kept = ReturnType<typeof kept>;

/** The pass of `q`'s filter set, giving at least `want` matches. */
async function pass(db: Db, ix: OpenJobs, q: JobSearchQuery, want: number): Promise<Kept> {
  const candidates = q.keyword ? await keywordPositions(db, ix, q.keyword) : null;
  const own = q.keyword ? null : await ownFacetsOf(db, ix, q);
  return kept(ix, scan(ix, q, candidates, want, own), q);
}

/**
 * The same, kept per filter set (facetKey leaves out the page and the order), with the matches the
 * first asker needs (a deep page by date more than RANK_WINDOW).
 */
const keptPass = (db: Db, ix: OpenJobs, q: JobSearchQuery, want = RANK_WINDOW) =>
  cached(db, `scan:${facetKey(q)}`, () => pass(db, ix, q, Math.max(RANK_WINDOW, want)));

/**
 * Without a keyword, each set filter's facet is the same search's without that filter: kept passes
 * with one filter fewer, which many searches share (every search in Dubai with some designation
 * shares the pass of "in Dubai"); the pass of `q` then walks only the narrowest filter's rows.
 * Null without a set facet filter.
 */
async function ownFacetsOf(db: Db, ix: OpenJobs, q: JobSearchQuery): Promise<RawFacets | null> {
  const set = setFacetFilters(q);
  if (set.length === 0) return null;
  const passes = await Promise.all(set.map((k) => keptPass(db, ix, withoutFilter(q, k))));
  return new Map(set.map((k, i) => [k, (passes[i] as Kept).raw.get(k) ?? []]));
}

/**
 * The same answer from the open jobs in memory: one pass gives the total, the facets and the
 * newest matches (kept per filter set like the SQL's facet counts); PostgreSQL then only ranks the
 * newest RANK_WINDOW matches by relevance (read by primary key) as it reads the hits.
 */
async function runInMemory(db: Db, ix: OpenJobs, q: JobSearchQuery): Promise<Run> {
  const offset = (q.page - 1) * q.page_size;
  const need = byRelevance(q) ? RANK_WINDOW : offset + q.page_size;
  let s = await keptPass(db, ix, q, need);
  if (s.matches.length < Math.min(need, s.total)) s = await pass(db, ix, q, need);
  const { total, raw, matches } = s;
  const relevance = byRelevance(q) && offset < total;
  return {
    ids: relevance ? [] : matches.slice(offset, offset + q.page_size),
    rankWindow: relevance ? matches.slice(0, RANK_WINDOW) : null,
    total,
    raw,
    ix,
  };
}

/** The query as a cache key: filters in a fixed order, list filters sorted (Dubai,Sharjah = Sharjah,Dubai). */
const resultKey = (q: JobSearchQuery) =>
  `search:${JSON.stringify(
    Object.entries(q)
      .filter(([, v]) => v != null)
      .map(([k, v]) => [k, Array.isArray(v) ? [...v].sort() : v])
      .sort(([a], [b]) => (String(a) < String(b) ? -1 : 1)),
  )}`;

/**
 * GET jobs/search: hits, total, disjunctive facets, "did you mean" and what to relax. The answer is
 * the same for every caller, so it is reused for `cacheSeconds` (cache.ts: dropped whenever a job
 * changes, in this process or another one).
 */
export function searchJobs(
  db: Db,
  query: JobSearchQuery,
  { cacheSeconds, memory }: SearchOptions = { cacheSeconds: 0, memory: true },
): Promise<JobSearchResponse> {
  return cached(db, resultKey(query), () => computeSearch(db, query, memory), {
    pool: 'results',
    ttlMs: cacheSeconds * 1000,
    weight: query.page_size,
  });
}

async function computeSearch(db: Db, query: JobSearchQuery, memory: boolean): Promise<JobSearchResponse> {
  let q = query;
  let result = await run(db, q, memory);
  let suggestion: string | null = null;
  let corrected = false;
  if (q.keyword && result.total < 3) {
    suggestion = await suggestionFor(db, q.keyword);
    if (suggestion && result.total === 0) {
      const retry = await run(db, { ...q, keyword: suggestion }, memory);
      if (retry.total > 0) {
        q = { ...q, keyword: suggestion };
        result = retry;
        corrected = true;
      }
    }
  }
  const [data, facets, relax] = await Promise.all([
    result.rankWindow ? rankedHits(db, result.rankWindow, q) : hitsFor(db, result.ids, q.keyword),
    nameFacets(db, result.raw, q),
    result.total === 0 ? relaxations(db, q, result.ix) : Promise.resolve([]),
  ]);
  return {
    data,
    meta: { page: q.page, page_size: q.page_size, total: result.total, facets, suggestion, corrected, relax },
  };
}
