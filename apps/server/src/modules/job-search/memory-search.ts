import { JOB_FACET_FILTERS } from '@portal/contract/job-values';
import type { JobSearchQuery } from '@portal/contract/jobs';
import { EMPLOYMENT_TYPES } from '@portal/contract/jobs';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { cached } from '../jobs/cache';
import type { OpenJobs } from './open-jobs';
import { EXPERIENCE_BUCKETS, FILTER_KEYS, type FilterKey, POSTED_BUCKETS, tsQuery } from './search-sql';

/**
 * The search's filters, facet counts and date order over the open jobs in memory (open-jobs.ts),
 * with the keyword's matches from PostgreSQL's full-text index, one set per word, kept with the
 * index: `warehouse manager` reuses the sets of `warehouse` and of `manager`. Same answers as the
 * SQL in search-sql.ts (search-memory.test.ts compares them).
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
  const value = queryRows<{ ids: string | null }>(
    db,
    sql`select string_agg(id::text, ',') as ids from jobs j
      where j.status = 'published' and j.search @@ ${tsquery}::tsquery`,
  ).then((rows) => idsToPositions(ix, rows[0]?.ids ?? null));
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
  const parsed = await cached(db, `tsquery:${keyword}`, async () => {
    const [row] = await queryRows<{ q: string }>(db, sql`select ${tsQuery(keyword)}::text as q`);
    return row?.q ?? '';
  });
  const words = [...parsed.matchAll(LEXEME)].map((m) => m[0]);
  if (words.length === 0 || words.join(' & ') !== parsed) return positionsOf(db, ix, parsed);
  const sets = await Promise.all(words.map((w) => positionsOf(db, ix, w)));
  sets.sort((a, b) => a.length - b.length);
  return sets.slice(1).reduce(intersect, sets[0] as Int32Array);
}

// The bit of each facet filter in a row's flags follows this order (LOC = 0 ... POSTED = 7).
const FACET_FILTERS = JOB_FACET_FILTERS;
type FacetFilter = (typeof FACET_FILTERS)[number];
const LOC = 0;
const DES = 1;
const AREA = 2;
const IND = 3;
const ET = 4;
const EMP = 5;
const EXP = 6;
const POSTED = 7;

const selection = (size: number, ids: readonly number[] | undefined) => {
  if (!ids?.length) return null;
  const sel = new Uint8Array(size + 1);
  for (const id of ids) if (id >= 0 && id <= size) sel[id] = 1;
  return sel;
};

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

/** The query's filters as lookups over the index (null: filter not set). */
function filtersOf(ix: OpenJobs, q: JobSearchQuery, now: number) {
  return {
    loc: selection(ix.maxMasterId, q.location),
    des: selection(ix.maxMasterId, q.designation),
    area: selection(ix.maxMasterId, q.functional_area),
    ind: selection(ix.maxMasterId, q.industry),
    emp: selection(ix.maxEmployerId, q.employer),
    et: q.employment_type?.length
      ? selection(
          255,
          q.employment_type.map((t) => EMPLOYMENT_TYPES.indexOf(t)),
        )
      : null,
    exp: q.experience ?? null,
    postedEnd: q.posted_within != null ? postedEnd(ix, now - q.posted_within * DAY_MS) : null,
    salaryMin: q.salary_min ?? null,
    salaryMax: q.salary_max ?? null,
  };
}
type Filters = ReturnType<typeof filtersOf>;

const hasLocation = (ix: OpenJobs, sel: Uint8Array, p: number) => {
  for (let i = ix.locStart[p] as number; i < (ix.locStart[p + 1] as number); i++) {
    const l = ix.locIds[i] as number;
    if (l < sel.length && sel[l] === 1) return true;
  }
  return false;
};
const inSel = (sel: Uint8Array, v: number) => v >= 0 && v < sel.length && sel[v] === 1;

/** Bit f set for each facet filter (LOC ... POSTED) position p fails. */
function failures(ix: OpenJobs, f: Filters, p: number): number {
  let bits = 0;
  if (f.loc && !hasLocation(ix, f.loc, p)) bits |= 1 << LOC;
  if (f.des && !inSel(f.des, ix.designation[p] as number)) bits |= 1 << DES;
  if (f.area && !inSel(f.area, ix.functionalArea[p] as number)) bits |= 1 << AREA;
  if (f.ind && !inSel(f.ind, ix.industry[p] as number)) bits |= 1 << IND;
  if (f.et && !inSel(f.et, ix.employmentType[p] as number)) bits |= 1 << ET;
  if (f.emp && !inSel(f.emp, ix.employer[p] as number)) bits |= 1 << EMP;
  if (f.exp != null && !((ix.expMin[p] as number) <= f.exp && (ix.expMax[p] as number) >= f.exp))
    bits |= 1 << EXP;
  if (f.postedEnd != null && p >= f.postedEnd) bits |= 1 << POSTED;
  return bits;
}

/** Open, and inside the salary range when one is asked for (not a facet: every count needs it). */
function passesBase(ix: OpenJobs, f: Filters, p: number, now: number): boolean {
  if (!((ix.validThrough[p] as number) > now)) return false;
  if (f.salaryMin == null && f.salaryMax == null) return true;
  const lo = ix.salaryLow[p] as number;
  const hi = ix.salaryHigh[p] as number;
  return (
    !Number.isNaN(lo) &&
    (f.salaryMin == null || hi >= f.salaryMin) &&
    (f.salaryMax == null || lo <= f.salaryMax)
  );
}

export type Scan = { total: number; raw: Map<string, { key: string; n: number }[]>; matches: number[] };

/**
 * One pass over the candidates (the keyword's matches, or every open job) in date order: the total,
 * the disjunctive facet counts (a row failing exactly one facet filter counts in that facet only)
 * and the positions of the first `want` matches. Experience is counted per bucket combination (one
 * byte a job) and expanded at the end; "posted within" per period is a prefix of the positions.
 */
export function scan(ix: OpenJobs, q: JobSearchQuery, candidates: Int32Array | null, want: number): Scan {
  const now = Date.now();
  const f = filtersOf(ix, q, now);
  const loc = new Int32Array(ix.maxMasterId + 1);
  const des = new Int32Array(ix.maxMasterId + 1);
  const area = new Int32Array(ix.maxMasterId + 1);
  const ind = new Int32Array(ix.maxMasterId + 1);
  const emp = new Int32Array(ix.maxEmployerId + 1);
  const et = new Int32Array(256);
  const expMasks = new Int32Array(256);
  const postedEnds = POSTED_BUCKETS.map((b) => postedEnd(ix, now - b * DAY_MS));
  const posted = new Int32Array(POSTED_BUCKETS.length);
  const count = (facet: number, p: number) => {
    switch (facet) {
      case LOC:
        for (let i = ix.locStart[p] as number; i < (ix.locStart[p + 1] as number); i++)
          bump(loc, ix.locIds[i] as number);
        return;
      case DES:
        if ((ix.designation[p] as number) >= 0) bump(des, ix.designation[p] as number);
        return;
      case AREA:
        if ((ix.functionalArea[p] as number) >= 0) bump(area, ix.functionalArea[p] as number);
        return;
      case IND:
        if ((ix.industry[p] as number) >= 0) bump(ind, ix.industry[p] as number);
        return;
      case ET:
        bump(et, ix.employmentType[p] as number);
        return;
      case EMP:
        if ((ix.employer[p] as number) >= 0) bump(emp, ix.employer[p] as number);
        return;
      case EXP:
        bump(expMasks, ix.expBuckets[p] as number);
        return;
      default:
        for (let i = 0; i < postedEnds.length; i++) if (p < (postedEnds[i] as number)) bump(posted, i);
    }
  };
  let total = 0;
  const matches: number[] = [];
  const n = candidates ? candidates.length : ix.n;
  for (let i = 0; i < n; i++) {
    const p = candidates ? (candidates[i] as number) : i;
    if (!passesBase(ix, f, p, now)) continue;
    const bits = failures(ix, f, p);
    if (bits === 0) {
      total++;
      if (matches.length < want) matches.push(p);
      for (let facet = LOC; facet <= POSTED; facet++) count(facet, p);
    } else if ((bits & (bits - 1)) === 0) count(31 - Math.clz32(bits), p);
  }
  const exp = new Int32Array(EXPERIENCE_BUCKETS.length);
  expMasks.forEach((c, mask) => {
    for (let b = 0; b < exp.length; b++) if (mask & (1 << b)) exp[b] = (exp[b] as number) + c;
  });
  const raw = new Map<string, { key: string; n: number }[]>();
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
  for (const [facet, list] of raw) if (list.length === 0) raw.delete(facet);
  return { total, raw, matches };
}

/** For an empty result: how many jobs each filter's removal would bring back (search.ts's relaxations). */
export function relaxCounts(
  ix: OpenJobs,
  q: JobSearchQuery,
  keywordMatches: Int32Array | null,
): { k: FilterKey; n: number }[] {
  const now = Date.now();
  const f = filtersOf(ix, q, now);
  const inKeyword = keywordMatches ? new Uint8Array(ix.n) : null;
  if (inKeyword && keywordMatches) for (const p of keywordMatches) inKeyword[p] = 1;
  const salary = f.salaryMin != null || f.salaryMax != null;
  const noSalary = { ...f, salaryMin: null, salaryMax: null };
  // Bits 0-7 the facet filters (as `failures`), 8 the keyword, 9 the salary.
  const counts = new Int32Array(10);
  for (let p = 0; p < ix.n; p++) {
    if (!passesBase(ix, noSalary, p, now)) continue;
    let bits = failures(ix, f, p);
    if (inKeyword && inKeyword[p] !== 1) bits |= 1 << 8;
    if (salary && !passesBase(ix, f, p, now)) bits |= 1 << 9;
    if (bits !== 0 && (bits & (bits - 1)) === 0) bump(counts, 31 - Math.clz32(bits));
  }
  const active: [FilterKey, number][] = [
    ...(inKeyword ? [['keyword', 8] as [FilterKey, number]] : []),
    ...FACET_FILTERS.flatMap((k, i): [FilterKey, number][] => (isSet(f, k) ? [[k, i]] : [])),
    ...(salary ? [['salary', 9] as [FilterKey, number]] : []),
  ];
  // In the SQL's order (filterConditions), which its stable sort by count keeps for ties.
  return active
    .sort(([a], [b]) => FILTER_KEYS.indexOf(a) - FILTER_KEYS.indexOf(b))
    .map(([k, bit]) => ({ k, n: counts[bit] as number }));
}

const isSet = (f: Filters, k: FacetFilter) =>
  ({
    location: f.loc,
    designation: f.des,
    functional_area: f.area,
    industry: f.ind,
    employment_type: f.et,
    employer: f.emp,
    experience: f.exp,
    posted_within: f.postedEnd,
  })[k] != null;
