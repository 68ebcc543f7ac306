import { JOB_FACET_FILTERS } from '@portal/contract/job-values';
import type { JobSearchQuery } from '@portal/contract/jobs';
import { EMPLOYMENT_TYPES } from '@portal/contract/jobs';
import type { Db } from '../../core/db/client';
import { chosenValues, type RawFacets } from './facet-buckets';
import { keywordTsquery } from './keyword-tsquery';
import type { OpenJobs } from './open-jobs';
import { openJobIdsMatching } from './repositories/keyword-matches';
import { EXPERIENCE_BUCKETS, FILTER_KEYS, type FilterKey, POSTED_BUCKETS } from './repositories/search-sql';

/**
 * The search's filters, facet counts and date order over the open jobs in memory (open-jobs.ts),
 * with the keyword's matches from PostgreSQL's full-text index, one set per word, kept with the
 * index: `warehouse manager` reuses the sets of `warehouse` and of `manager`. Same answers as the
 * SQL in repositories/search-sql.ts (search-memory.test.ts compares them).
 */

/** Positions kept per index for keyword words, at most (4 bytes each: 64 MB). */
const MAX_TERM_ENTRIES = 16_000_000;
const DAY_MS = 86_400_000;
const bump = (counts: Int32Array, i: number) => {
  counts[i] = (counts[i] as number) + 1;
};

const idsToPositions = (ix: OpenJobs, csv: string | null): Int32Array => {
  if (!csv) return new Int32Array(0);
  const out: number[] = [];
  for (const s of csv.split(',')) {
    const id = Number(s);
    const p = id < ix.pos.length ? (ix.pos[id] as number) : 0;
    if (p) out.push(p - 1);
  }
  return Int32Array.from(out).sort();
};

/** The open jobs matching a tsquery (text as PostgreSQL prints it), as sorted positions. */
function positionsOf(db: Db, ix: OpenJobs, tsquery: string): Promise<Int32Array> {
  const hit = ix.terms.get(tsquery);
  if (hit) return hit;
  const value = openJobIdsMatching(db, tsquery).then((ids) => idsToPositions(ix, ids));
  ix.terms.set(tsquery, value);
  value.then(
    (set) => {
      ix.termEntries += set.length;
      // Oldest words out first (a Map iterates in insertion order).
      for (const [k, v] of ix.terms) {
        if (ix.termEntries <= MAX_TERM_ENTRIES || k === tsquery) break;
        ix.terms.delete(k);
        v.then((s) => {
          ix.termEntries -= s.length;
        });
      }
    },
    () => ix.terms.delete(tsquery),
  );
  return value;
}

function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(Math.min(a.length, b.length));
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as number;
    const y = b[j] as number;
    if (x === y) {
      out[k++] = x;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return out.subarray(0, k);
}

const LEXEME = /'((?:[^']|'')*)'/g;

/**
 * The keyword's matches. PostgreSQL parses it (websearch_to_tsquery, cached per keyword); a plain
 * AND of words is answered from each word's set, anything else (OR, phrases, exclusions, prefixes)
 * from a set of its own.
 */
export async function keywordPositions(db: Db, ix: OpenJobs, keyword: string): Promise<Int32Array> {
  const parsed = await keywordTsquery(db, keyword);
  const words = [...parsed.matchAll(LEXEME)].map((m) => m[0]);
  if (words.length === 0 || words.join(' & ') !== parsed) return positionsOf(db, ix, parsed);
  const sets = await Promise.all(words.map((w) => positionsOf(db, ix, w)));
  sets.sort((a, b) => a.length - b.length);
  return sets.slice(1).reduce(intersect, sets[0] as Int32Array);
}

// The bit of each facet filter in a row's flags follows this order (LOC = 0 ... POSTED = 7).
const FACET_FILTERS = JOB_FACET_FILTERS;
export type FacetFilter = (typeof FACET_FILTERS)[number];
const LOC = 0;
const DES = 1;
const AREA = 2;
const IND = 3;
const ET = 4;
const EMP = 5;
const EXP = 6;
const POSTED = 7;

/**
 * The first position published before `since` (positions are newest first, undated last): the
 * jobs posted within a period are a prefix of the index.
 */
function postedEnd(ix: OpenJobs, since: number): number {
  let lo = 0;
  let hi = ix.n;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((ix.published[mid] as number) >= since) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The list filters (a set of ids each), their bits and the postings that find their rows. */
const LIST_FILTERS = [
  { bit: LOC, ids: (q: JobSearchQuery) => q.location, rows: (ix: OpenJobs) => ix.byLocation },
  { bit: DES, ids: (q: JobSearchQuery) => q.designation, rows: (ix: OpenJobs) => ix.byDesignation },
  { bit: AREA, ids: (q: JobSearchQuery) => q.functional_area, rows: (ix: OpenJobs) => ix.byFunctionalArea },
  { bit: IND, ids: (q: JobSearchQuery) => q.industry, rows: (ix: OpenJobs) => ix.byIndustry },
  {
    bit: ET,
    ids: (q: JobSearchQuery) => q.employment_type?.map((t) => EMPLOYMENT_TYPES.indexOf(t)),
    rows: (ix: OpenJobs) => ix.byEmploymentType,
  },
  { bit: EMP, ids: (q: JobSearchQuery) => q.employer, rows: (ix: OpenJobs) => ix.byEmployer },
] as const;

/**
 * The query's filters over the index. The list filters become one byte a position, bit f set when
 * the position passes list filter f, written from the postings of the chosen ids (so its cost is
 * the rows they hold); a row then fails the list filters `lists & ~pass[p]`.
 */
function filtersOf(ix: OpenJobs, q: JobSearchQuery, now: number) {
  let lists = 0;
  let pass: Uint8Array | null = null;
  for (const filter of LIST_FILTERS) {
    const ids = filter.ids(q);
    if (!ids?.length) continue;
    lists |= 1 << filter.bit;
    pass ??= new Uint8Array(ix.n);
    const { size, start, rows } = filter.rows(ix);
    for (const id of new Set(ids)) {
      if (id < 0 || id > size) continue;
      for (let i = start[id] as number; i < (start[id + 1] as number); i++) {
        const r = rows[i] as number;
        pass[r] = (pass[r] as number) | (1 << filter.bit);
      }
    }
  }
  return {
    lists,
    pass: pass ?? new Uint8Array(0),
    exp: q.experience ?? null,
    postedEnd: q.posted_within != null ? postedEnd(ix, now - q.posted_within * DAY_MS) : null,
    salaryMin: q.salary_min ?? null,
    salaryMax: q.salary_max ?? null,
  };
}
type Filters = ReturnType<typeof filtersOf>;

/** Bit f set for each facet filter (LOC ... POSTED) position p fails. */
function failures(ix: OpenJobs, f: Filters, p: number): number {
  let bits = f.lists & ~(f.pass[p] as number);
  if (f.exp != null && !((ix.expMin[p] as number) <= f.exp && (ix.expMax[p] as number) >= f.exp))
    bits |= 1 << EXP;
  if (f.postedEnd != null && p >= f.postedEnd) bits |= 1 << POSTED;
  return bits;
}

/**
 * Inside the asked salary range (not a facet: every count needs it). The callers test that the job
 * is open first, and call this only when a range is asked for.
 */
function inSalaryRange(ix: OpenJobs, f: Filters, p: number): boolean {
  const lo = ix.salaryLow[p] as number;
  const hi = ix.salaryHigh[p] as number;
  return (
    !Number.isNaN(lo) &&
    (f.salaryMin == null || hi >= f.salaryMin) &&
    (f.salaryMax == null || lo <= f.salaryMax)
  );
}

export type Scan = { total: number; raw: RawFacets; matches: number[] };

/** Whether any facet filter is set (else every row passes them all and `failures` is skipped). */
const anyFacetFilter = (f: Filters) => f.lists !== 0 || f.exp != null || f.postedEnd != null;

/**
 * One pass over the candidates (the keyword's matches, or every open job) in date order: the total,
 * the disjunctive facet counts (a row failing exactly one facet filter counts in that facet only)
 * and the positions of the first `want` matches. Experience is counted per bucket combination (one
 * byte a job) and expanded at the end; "posted within" per period is a prefix of the positions, so a
 * row is counted once, in the shortest period it falls in, and the periods are summed at the end.
 * The loop reads the columns from locals and counts a matching row's facets inline: at a million
 * open jobs a pass over all of them is the search's hot path.
 */
export function scan(
  ix: OpenJobs,
  q: JobSearchQuery,
  candidates: Int32Array | null,
  want: number,
  /**
   * The facet of each facet filter the query sets, from the same query without that filter
   * (`ownFacetsOf` in search.ts; every row counted there passes every other filter): the pass
   * then counts only the rows passing every filter, walking the narrowest filter's rows, instead
   * of visiting every row to count the ones failing one filter. Without a keyword only.
   */
  own: RawFacets | null = null,
): Scan {
  const now = Date.now();
  const f = filtersOf(ix, q, now);
  const filtered = anyFacetFilter(f);
  // The set filters' own facets, when given (never with a keyword's candidates).
  const given = candidates ? null : own;
  const salary = f.salaryMin != null || f.salaryMax != null;
  const {
    validThrough,
    locStart,
    locIds,
    designation,
    functionalArea,
    industry,
    employmentType,
    employer,
    expBuckets,
  } = ix;
  const loc = new Int32Array(ix.maxMasterId + 1);
  const des = new Int32Array(ix.maxMasterId + 1);
  const area = new Int32Array(ix.maxMasterId + 1);
  const ind = new Int32Array(ix.maxMasterId + 1);
  const emp = new Int32Array(ix.maxEmployerId + 1);
  const et = new Int32Array(256);
  const expMasks = new Int32Array(256);
  const postedEnds = Int32Array.from(POSTED_BUCKETS, (b) => postedEnd(ix, now - b * DAY_MS));
  // firstPeriod[k]: rows whose shortest period is k (k = POSTED_BUCKETS.length: none of them).
  const firstPeriod = new Int32Array(POSTED_BUCKETS.length + 1);
  // Candidates come in ascending positions, so the shortest period of each is found by moving on.
  let period = 0;
  const countOne = (facet: number, p: number) => {
    switch (facet) {
      case LOC:
        for (let i = locStart[p] as number; i < (locStart[p + 1] as number); i++)
          bump(loc, locIds[i] as number);
        return;
      case DES:
        if ((designation[p] as number) >= 0) bump(des, designation[p] as number);
        return;
      case AREA:
        if ((functionalArea[p] as number) >= 0) bump(area, functionalArea[p] as number);
        return;
      case IND:
        if ((industry[p] as number) >= 0) bump(ind, industry[p] as number);
        return;
      case ET:
        bump(et, employmentType[p] as number);
        return;
      case EMP:
        if ((employer[p] as number) >= 0) bump(emp, employer[p] as number);
        return;
      case EXP:
        bump(expMasks, expBuckets[p] as number);
        return;
    }
  };
  let total = 0;
  const matches: number[] = [];
  // The set filters' facets given: only rows passing every filter count, so the narrowest list
  // filter's rows are the candidates, or the "posted within" prefix.
  const driver = given ? narrowestRows(ix, q, f) : null;
  const rows = candidates ?? driver;
  const n = rows ? rows.length : given && f.postedEnd != null ? f.postedEnd : ix.n;
  for (let i = 0; i < n; i++) {
    const p = rows ? (rows[i] as number) : i;
    if (!((validThrough[p] as number) > now)) continue;
    if (salary && !inSalaryRange(ix, f, p)) continue;
    const bits = filtered ? failures(ix, f, p) : 0;
    if (bits === 0) {
      total++;
      if (matches.length < want) matches.push(p);
      for (let j = locStart[p] as number; j < (locStart[p + 1] as number); j++)
        bump(loc, locIds[j] as number);
      const d = designation[p] as number;
      if (d >= 0) bump(des, d);
      const a = functionalArea[p] as number;
      if (a >= 0) bump(area, a);
      const industryId = industry[p] as number;
      if (industryId >= 0) bump(ind, industryId);
      bump(et, employmentType[p] as number);
      const e = employer[p] as number;
      if (e >= 0) bump(emp, e);
      bump(expMasks, expBuckets[p] as number);
    } else if (given || (bits & (bits - 1)) !== 0) continue;
    else if (bits !== 1 << POSTED) {
      countOne(31 - Math.clz32(bits), p);
      continue;
    }
    while (period < postedEnds.length && p >= (postedEnds[period] as number)) period++;
    bump(firstPeriod, period);
  }
  const exp = new Int32Array(EXPERIENCE_BUCKETS.length);
  expMasks.forEach((c, mask) => {
    for (let b = 0; b < exp.length; b++) if (mask & (1 << b)) exp[b] = (exp[b] as number) + c;
  });
  const posted = new Int32Array(POSTED_BUCKETS.length);
  let within = 0;
  for (let k = 0; k < posted.length; k++) {
    within += firstPeriod[k] as number;
    posted[k] = within;
  }
  const raw: RawFacets = new Map();
  const nonZero = (counts: Int32Array, key: (i: number) => string) => {
    const list: { key: string; n: number }[] = [];
    counts.forEach((c, i) => {
      if (c > 0) list.push({ key: key(i), n: c });
    });
    return list;
  };
  raw.set('location', nonZero(loc, String));
  raw.set('designation', nonZero(des, String));
  raw.set('functional_area', nonZero(area, String));
  raw.set('industry', nonZero(ind, String));
  raw.set('employer', nonZero(emp, String));
  raw.set(
    'employment_type',
    nonZero(et.subarray(0, EMPLOYMENT_TYPES.length), (i) => EMPLOYMENT_TYPES[i] as string),
  );
  raw.set(
    'experience',
    nonZero(exp, (i) => String(EXPERIENCE_BUCKETS[i])),
  );
  raw.set(
    'posted_within',
    nonZero(posted, (i) => String(POSTED_BUCKETS[i])),
  );
  if (given)
    for (const facet of FACET_FILTERS) if (isSet(f, facet)) raw.set(facet, ownFacet(facet, given, raw, q));
  for (const [facet, list] of raw) if (list.length === 0) raw.delete(facet);
  return { total, raw, matches };
}

/**
 * A set filter's facet: its buckets from the query without it (`own`: the values a search without
 * that filter finds, kept to the buckets an answer shows), and those of its chosen values from this
 * pass (a row counted in a chosen value's bucket passes that filter too, so it passes them all).
 * Years and periods come whole from `own`.
 */
function ownFacet(facet: FacetFilter, own: RawFacets, raw: RawFacets, q: JobSearchQuery) {
  const without = own.get(facet) ?? [];
  if (facet === 'experience' || facet === 'posted_within') return without;
  const chosen = chosenValues(facet, q);
  const here = (raw.get(facet) ?? []).filter((b) => chosen.has(b.key));
  return [...without.filter((b) => !chosen.has(b.key)), ...here];
}

/**
 * The rows of the set list filter holding the fewest, ascending and each once: a single value's
 * postings, or for several the positions their postings marked (`filtersOf`). Null without a list
 * filter, or when "posted within" holds fewer (the caller walks that prefix, or every row).
 */
function narrowestRows(ix: OpenJobs, q: JobSearchQuery, f: Filters): Int32Array | null {
  let best: { filter: (typeof LIST_FILTERS)[number]; chosen: number[]; held: number } | null = null;
  for (const filter of LIST_FILTERS) {
    const ids = filter.ids(q);
    if (!ids?.length) continue;
    const { size, start } = filter.rows(ix);
    const chosen = [...new Set(ids)].filter((id) => id >= 0 && id <= size);
    const held = chosen.reduce((sum, id) => sum + (start[id + 1] as number) - (start[id] as number), 0);
    if (!best || held < best.held) best = { filter, chosen, held };
  }
  if (!best || (f.postedEnd != null && f.postedEnd <= best.held)) return null;
  const { start, rows } = best.filter.rows(ix);
  if (best.chosen.length === 1) {
    const id = best.chosen[0] as number;
    const held = rows.subarray(start[id] as number, start[id + 1] as number);
    // Ascending; a job listing the place twice (written outside the app) would be there twice.
    for (let i = 1; i < held.length; i++)
      if (held[i] === held[i - 1]) return held.filter((p, k) => k === 0 || p !== held[k - 1]);
    return held;
  }
  // Several values: the rows their postings marked, in one pass over the bytes, which keeps them
  // ascending and a job in two chosen places once.
  const bit = 1 << best.filter.bit;
  const out = new Int32Array(best.held);
  let k = 0;
  for (let p = 0; p < ix.n; p++) if ((f.pass[p] as number) & bit) out[k++] = p;
  return out.subarray(0, k);
}

/** The facet filters the query sets (a list filter with ids, the years, "posted within"). */
export function setFacetFilters(q: JobSearchQuery): FacetFilter[] {
  return FACET_FILTERS.filter((k) => {
    const v = (q as Record<string, unknown>)[k];
    return Array.isArray(v) ? v.length > 0 : v != null;
  });
}

/** Every filter the query sets, in the SQL's order (FILTER_KEYS, as filterConditions writes them). */
export function setFilters(q: JobSearchQuery): FilterKey[] {
  const facets: readonly FilterKey[] = setFacetFilters(q);
  return FILTER_KEYS.filter((k) =>
    k === 'keyword'
      ? !!q.keyword
      : k === 'salary'
        ? q.salary_min != null || q.salary_max != null
        : facets.includes(k),
  );
}

/** The query without one of its filters (the salary's two bounds together). */
export function withoutFilter(q: JobSearchQuery, k: FilterKey): JobSearchQuery {
  return k === 'salary' ? { ...q, salary_min: undefined, salary_max: undefined } : { ...q, [k]: undefined };
}

/**
 * For an empty result with a keyword: how many jobs each filter's removal would bring back
 * (search.ts's relaxations), i.e. the rows failing that filter only. A row failing a facet filter
 * or the salary only is among the keyword's matches, so those are counted over the matches; the
 * keyword's own count is the rows passing every other filter (`passingAll`) outside its matches.
 */
export function relaxCounts(
  ix: OpenJobs,
  q: JobSearchQuery,
  keywordMatches: Int32Array,
  /** `passingFilters(ix, q)`, kept per filter set by the caller (keywords vary more). */
  passingAll: number,
): { k: FilterKey; n: number }[] {
  const now = Date.now();
  const f = filtersOf(ix, q, now);
  const filtered = anyFacetFilter(f);
  const salary = f.salaryMin != null || f.salaryMax != null;
  const { validThrough } = ix;
  // Bits 0-7 the facet filters (as `failures`), 8 the keyword, 9 the salary.
  const counts = new Int32Array(10);
  let passingMatches = 0;
  for (const p of keywordMatches) {
    if (!((validThrough[p] as number) > now)) continue;
    let bits = filtered ? failures(ix, f, p) : 0;
    if (salary && !inSalaryRange(ix, f, p)) bits |= 1 << 9;
    if (bits === 0) passingMatches++;
    else if ((bits & (bits - 1)) === 0) bump(counts, 31 - Math.clz32(bits));
  }
  counts[8] = passingAll - passingMatches;
  const bitOf = (k: FilterKey) =>
    k === 'keyword' ? 8 : k === 'salary' ? 9 : FACET_FILTERS.indexOf(k as FacetFilter);
  // In the SQL's order (filterConditions), which its stable sort by count keeps for ties.
  return setFilters(q).map((k) => ({ k, n: counts[bitOf(k)] as number }));
}

/**
 * The open jobs passing every filter but the keyword: the keyword's relaxation is this less the
 * matches passing them. Walks the postings of the narrowest list filter when one is set (a single
 * valued column, or one place: no position twice), otherwise the "posted within" prefix or the
 * whole index.
 */
export function passingFilters(ix: OpenJobs, q: JobSearchQuery): number {
  const now = Date.now();
  return countPassing(ix, q, filtersOf(ix, q, now), now);
}

function countPassing(ix: OpenJobs, q: JobSearchQuery, f: Filters, now: number): number {
  const filtered = anyFacetFilter(f);
  const salary = f.salaryMin != null || f.salaryMax != null;
  const { validThrough } = ix;
  const end = f.postedEnd ?? ix.n;
  const test = (p: number) =>
    p < end &&
    (validThrough[p] as number) > now &&
    !(filtered && failures(ix, f, p) !== 0) &&
    (!salary || inSalaryRange(ix, f, p));
  const driver = narrowestPostings(ix, q);
  let passing = 0;
  if (driver) {
    for (const [from, to] of driver.ranges)
      for (let i = from; i < to; i++) if (test(driver.rows[i] as number)) passing++;
  } else for (let p = 0; p < end; p++) if (test(p)) passing++;
  return passing;
}

/** The postings ranges of the list filter holding the fewest rows, among those listing no row twice. */
function narrowestPostings(ix: OpenJobs, q: JobSearchQuery) {
  let best: { rows: Int32Array; ranges: [number, number][]; size: number } | null = null;
  for (const filter of LIST_FILTERS) {
    const ids = filter.ids(q);
    if (!ids?.length || (filter.bit === LOC && new Set(ids).size > 1)) continue;
    const { size, start, rows } = filter.rows(ix);
    const ranges: [number, number][] = [...new Set(ids)]
      .filter((id) => id >= 0 && id <= size)
      .map((id) => [start[id] as number, start[id + 1] as number]);
    const held = ranges.reduce((sum, [from, to]) => sum + to - from, 0);
    if (!best || held < best.size) best = { rows, ranges, size: held };
  }
  return best;
}

const isSet = (f: Filters, k: FacetFilter) => {
  const bit = FACET_FILTERS.indexOf(k);
  if (bit === EXP) return f.exp != null;
  if (bit === POSTED) return f.postedEnd != null;
  return (f.lists & (1 << bit)) !== 0;
};
