import type { FacetBucket, JobHit, JobSearchQuery, JobSearchResponse } from '@portal/contract/jobs';
import { EMPLOYMENT_TYPE_LABELS, type EmploymentType, FACETS } from '@portal/contract/jobs';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../core/db/client';
import { jobs } from '../../core/db/schema/jobs';
import { escapeHtml } from '../../core/lib/sanitize';
import {
  cached,
  correctKeyword,
  type JobRecord,
  jobColumns,
  loadRefs,
  locationsJson,
  locationsOf,
  toJob,
} from '../jobs';
import { employerRefs, masterRefs } from '../master';
import { keywordPositions, relaxCounts, scan } from './memory-search';
import { type OpenJobs, openJobs } from './open-jobs';
import { byRelevance, pageIds, RANK_WINDOW } from './page';
import { FILTER_LABELS, type FilterKey, facetQuery, filterConditions, tsQuery, whereOf } from './search-sql';

export type SearchOptions = {
  /** How long a whole answer is reused (SEARCH_CACHE_SECONDS); 0: computed every time. */
  cacheSeconds: number;
  /** Filters, facets and date order over the open jobs in memory (SEARCH_INDEX=memory); else SQL. */
  memory: boolean;
};

type Facets = JobSearchResponse['meta']['facets'];
const BUCKETS_PER_FACET = 30;
// Markers ts_headline wraps matches in; removed from the text first, replaced by <mark> after escaping.
const OPEN_MARK = '\u27e6';
const CLOSE_MARK = '\u27e7';

export const markToHtml = (s: string) =>
  escapeHtml(s).replaceAll(OPEN_MARK, '<mark>').replaceAll(CLOSE_MARK, '</mark>');

/** Enough of the text for a 200-character snippet cut at a word boundary. */
const SNIPPET_SOURCE_CHARS = 300;
const HEADLINED_CHARS = 2000;
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

type HitRow = JobRecord & {
  ord: number | null;
  title_hl: string | null;
  snippet_hl: string | null;
  locs: Parameters<typeof locationsOf>[0][number]['locs'];
};

type HitsShape = 'plain' | 'withKeyword' | 'ranked';

const hitsQuery = (db: Db, shape: HitsShape) => {
  const q = shape === 'plain' ? null : tsQuery(sql.placeholder('keyword'));
  const hl = (col: string, opts: string) =>
    q
      ? sql`ts_headline('english', translate(${sql.raw(col)}, ${OPEN_MARK + CLOSE_MARK}, ''), ${q}, ${`StartSel=${OPEN_MARK}, StopSel=${CLOSE_MARK}, ${opts}`})`
      : sql`null::text`;
  const ids = sql`${sql.placeholder('ids')}::int[]`;
  const newest = sql`published_at desc nulls last, id desc nulls last`;
  return db
    .select({
      ...jobColumns,
      // A hit shows neither text: the snippet is headlined in SQL, or without a keyword cut from the
      // text's start. Reading whole descriptions (often several kB each) would only cost transfer.
      descriptionHtml: sql<string>`''`,
      // With a keyword, the headlined text itself, to tell where its fragments sit in their sentences.
      descriptionText: sql<string>`left(jobs.description_text, ${q ? HEADLINED_CHARS : SNIPPET_SOURCE_CHARS})`,
      title_hl: sql<string | null>`${hl('jobs.title', 'HighlightAll=true')}`,
      // The snippet comes from the start of the text: headlining a long description costs more than
      // the rest of the page.
      snippet_hl: sql<
        string | null
      >`${hl(`left(jobs.description_text, ${HEADLINED_CHARS})`, 'MaxFragments=2, MaxWords=25, MinWords=10, FragmentDelimiter=" … "')}`,
      locs: locationsJson,
      // Ranked: the page's place of each hit, ordered as page.ts's `ranked` orders them.
      ord: sql<number | null>`${
        shape === 'ranked'
          ? sql`row_number() over (order by ts_rank(jobs.search, ${q}) desc, jobs.${sql.raw('published_at')} desc nulls last, jobs.id desc nulls last)`
          : sql`null::int`
      }`,
    })
    .from(jobs)
    .where(
      shape === 'ranked'
        ? // The page of the window (the newest matches, found in memory) by relevance, and its hits,
          // in one statement: the window's rows are read by primary key, the page's 20 headlined.
          sql`jobs.id in (select id from jobs where id = any(${ids}) order by ts_rank(search, ${q}) desc, ${newest}
            limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')})`
        : sql`jobs.id = any(${ids})`,
    )
    .prepare(`job_hits${shape === 'plain' ? '' : shape === 'ranked' ? '_ranked' : '_keyword'}`);
};
// Three shapes (without a keyword, with one, ranked), each a named statement per database: parsed
// and planned once per connection instead of on every search (like the detail query in public.ts).
type HitsQuery = ReturnType<typeof hitsQuery>;
const hitsQueries = new WeakMap<Db, Record<HitsShape, HitsQuery>>();
const preparedHits = (db: Db) => {
  let prepared = hitsQueries.get(db);
  if (!prepared) {
    prepared = {
      plain: hitsQuery(db, 'plain'),
      withKeyword: hitsQuery(db, 'withKeyword'),
      ranked: hitsQuery(db, 'ranked'),
    };
    hitsQueries.set(db, prepared);
  }
  return prepared;
};

/**
 * The page of hits by relevance among `window` (ids), ordered as page.ts's `ranked` orders its
 * window, with highlights, in one round trip.
 */
export async function rankedHits(db: Db, window: number[], q: JobSearchQuery): Promise<JobHit[]> {
  if (window.length === 0) return [];
  const rows: HitRow[] = await preparedHits(db).ranked.execute({
    ids: `{${window.join(',')}}`,
    keyword: q.keyword ?? '',
    limit: q.page_size,
    offset: (q.page - 1) * q.page_size,
  });
  const ids = [...rows].sort((a, b) => Number(a.ord) - Number(b.ord)).map((r) => r.id);
  return toHits(db, rows, ids);
}

/** Search hits in the given order, with highlights when there is a keyword. */
export async function hitsFor(db: Db, ids: number[], keyword?: string): Promise<JobHit[]> {
  if (ids.length === 0) return [];
  const prepared = preparedHits(db);
  const rows: HitRow[] = await (keyword ? prepared.withKeyword : prepared.plain).execute({
    ids: `{${ids.join(',')}}`,
    keyword: keyword ?? '',
  });
  return toHits(db, rows, ids);
}

async function toHits(db: Db, rows: HitRow[], ids: number[]): Promise<JobHit[]> {
  const refs = await loadRefs(db, rows, locationsOf(rows));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const job = toJob(r, refs);
    return [
      {
        id: job.id,
        title: job.title,
        employer: job.employer,
        client_company_name: job.client_company_name,
        locations: job.locations,
        experience_min: job.experience_min,
        experience_max: job.experience_max,
        salary_min: job.salary_min,
        salary_max: job.salary_max,
        salary_currency: job.salary_currency,
        salary_period: job.salary_period,
        salary_visible: job.salary_visible,
        salary_min_aed_month: job.salary_min_aed_month,
        salary_max_aed_month: job.salary_max_aed_month,
        employment_type: job.employment_type,
        published_at: job.published_at,
        designation: job.designation,
        apply_method: job.apply_method,
        apply_url: job.apply_url,
        title_html: r.title_hl ? markToHtml(r.title_hl) : escapeHtml(r.title),
        snippet_html: r.snippet_hl
          ? markToHtml(framedSnippet(r.snippet_hl, r.descriptionText))
          : escapeHtml(snippetOf(r.descriptionText)),
        skills: job.skills.map((s) => s.name),
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
  const res = await queryRows<FacetRow>(db, facetQuery(filterConditions(q)));
  let total = 0;
  const raw = new Map<string, { key: string; n: number }[]>();
  for (const r of res) {
    if (r.facet === 'total') total = Number(r.n);
    else if (r.key != null && Number(r.n) > 0)
      raw.set(r.facet, [...(raw.get(r.facet) ?? []), { key: r.key, n: Number(r.n) }]);
  }
  return { total, raw };
}

async function nameFacets(
  db: Db,
  raw: Map<string, { key: string; n: number }[]>,
  q: JobSearchQuery,
): Promise<Facets> {
  const sorted = new Map(
    [...raw].map(([f, list]) => {
      if (f === 'experience' || f === 'posted_within') return [f, list];
      // A value the search is filtered by keeps its bucket (and its name) past the busiest ones.
      const chosen = new Set(((q as Record<string, unknown>)[f] as unknown[] | undefined)?.map(String) ?? []);
      // Ties by id; employment types (not numbers) by name, so the order never depends on the plan.
      const ranked = [...list].sort(
        (a, b) => b.n - a.n || Number(a.key) - Number(b.key) || a.key.localeCompare(b.key),
      );
      return [f, ranked.filter((b, i) => i < BUCKETS_PER_FACET || chosen.has(b.key))];
    }),
  );
  const masterIds = ['location', 'designation', 'functional_area', 'industry'].flatMap((f) =>
    (sorted.get(f) ?? []).map((b) => Number(b.key)),
  );
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
      (b): FacetBucket => ({ id: b.key, name: label(f, b.key), count: b.n }),
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
    relaxationList(
      ix
        ? relaxCounts(ix, q, q.keyword ? await keywordPositions(db, ix, q.keyword) : null)
        : await relaxationCounts(db, q),
    ),
  );
}

async function relaxationCounts(db: Db, q: JobSearchQuery) {
  const conds = filterConditions(q);
  const keys = Object.keys(conds) as FilterKey[];
  if (keys.length === 0) return [];
  return queryRows<{ k: string; n: number }>(
    db,
    sql.join(
      keys.map((k) => sql`select ${k}::text as k, count(*)::int as n from jobs j where ${whereOf(conds, k)}`),
      sql` union all `,
    ),
  );
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
  raw: Map<string, { key: string; n: number }[]>;
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

/**
 * The same answer from the open jobs in memory: one pass gives the total, the facets and the
 * newest matches (kept per filter set like the SQL's facet counts); PostgreSQL then only ranks the
 * newest RANK_WINDOW matches by relevance (read by primary key) as it reads the hits.
 */
async function runInMemory(db: Db, ix: OpenJobs, q: JobSearchQuery): Promise<Run> {
  const offset = (q.page - 1) * q.page_size;
  const need = byRelevance(q) ? RANK_WINDOW : offset + q.page_size;
  const candidates = async () => (q.keyword ? keywordPositions(db, ix, q.keyword) : null);
  // Matches as job ids, not positions: a cached scan outlives an index read again (REFRESH_MS).
  const scanned = async (want: number) => {
    const s = scan(ix, q, await candidates(), want);
    return { total: s.total, raw: s.raw, matches: s.matches.map((p) => ix.id[p] as number) };
  };
  let s = await cached(db, `scan:${facetKey(q)}`, () => scanned(Math.max(RANK_WINDOW, need)));
  if (s.matches.length < Math.min(need, s.total)) s = await scanned(need);
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
