import type { JobSearchQuery } from '@portal/contract/jobs';
import { EMPLOYMENT_TYPES } from '@portal/contract/jobs';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { cached } from '../jobs/cache';
import type { OpenJobs } from './open-jobs';
import { EXPERIENCE_BUCKETS, type FilterKey, POSTED_BUCKETS, tsQuery } from './search-sql';

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

const FACET_FILTERS = [
  'location',
  'designation',
  'functional_area',
  'industry',
  'employment_type',
  'employer',
  'experience',
  'posted_within',
] as const;
type FacetFilter = (typeof FACET_FILTERS)[number];

const selection = (size: number, ids: readonly number[] | undefined) => {
  if (!ids?.length) return null;
  const sel = new Uint8Array(size + 1);
  for (const id of ids) if (id >= 0 && id <= size) sel[id] = 1;
  return sel;
};

/** Per-row tests of the query's filters against the index (null: filter not set). */
function predicates(ix: OpenJobs, q: JobSearchQuery, now: number) {
  const loc = selection(ix.maxMasterId, q.location);
  const designation = selection(ix.maxMasterId, q.designation);
  const area = selection(ix.maxMasterId, q.functional_area);
  const industry = selection(ix.maxMasterId, q.industry);
  const employer = selection(ix.maxEmployerId, q.employer);
  const et = q.employment_type?.length
    ? selection(
        255,
        q.employment_type.map((t) => EMPLOYMENT_TYPES.indexOf(t)),
      )
    : null;
  const exp = q.experience ?? null;
  const since = q.posted_within != null ? now - q.posted_within * DAY_MS : null;
  const inSel = (sel: Uint8Array, v: number) => v >= 0 && v < sel.length && sel[v] === 1;
  const tests: Record<FacetFilter, ((p: number) => boolean) | null> = {
    location: loc
      ? (p) => {
          for (let i = ix.locStart[p] as number; i < (ix.locStart[p + 1] as number); i++)
            if (inSel(loc, ix.locIds[i] as number)) return true;
          return false;
        }
      : null,
    designation: designation ? (p) => inSel(designation, ix.designation[p] as number) : null,
    functional_area: area ? (p) => inSel(area, ix.functionalArea[p] as number) : null,
    industry: industry ? (p) => inSel(industry, ix.industry[p] as number) : null,
    employment_type: et ? (p) => inSel(et, ix.employmentType[p] as number) : null,
    employer: employer ? (p) => inSel(employer, ix.employer[p] as number) : null,
    experience:
      exp != null ? (p) => (ix.expMin[p] as number) <= exp && (ix.expMax[p] as number) >= exp : null,
    posted_within: since != null ? (p) => (ix.published[p] as number) >= since : null,
  };
  const smin = q.salary_min ?? null;
  const smax = q.salary_max ?? null;
  const salary =
    smin != null || smax != null
      ? (p: number) => {
          const lo = ix.salaryLow[p] as number;
          const hi = ix.salaryHigh[p] as number;
          return !Number.isNaN(lo) && (smin == null || hi >= smin) && (smax == null || lo <= smax);
        }
      : null;
  return { tests, salary };
}

export type Scan = { total: number; raw: Map<string, { key: string; n: number }[]>; matches: number[] };

/**
 * One pass over the candidates (the keyword's matches, or every open job) in date order: the total,
 * the disjunctive facet counts (a row failing exactly one facet filter counts in that facet only)
 * and the positions of the first `want` matches.
 */
export function scan(ix: OpenJobs, q: JobSearchQuery, candidates: Int32Array | null, want: number): Scan {
  const now = Date.now();
  const { tests, salary } = predicates(ix, q, now);
  const active = FACET_FILTERS.filter((f) => tests[f]);
  const checks = active.map((f) => tests[f] as (p: number) => boolean);
  const masterCounts = {
    location: new Int32Array(ix.maxMasterId + 1),
    designation: new Int32Array(ix.maxMasterId + 1),
    functional_area: new Int32Array(ix.maxMasterId + 1),
    industry: new Int32Array(ix.maxMasterId + 1),
  };
  const employerCounts = new Int32Array(ix.maxEmployerId + 1);
  const etCounts = new Int32Array(EMPLOYMENT_TYPES.length);
  const expCounts = new Int32Array(EXPERIENCE_BUCKETS.length);
  const postedSince = POSTED_BUCKETS.map((b) => now - b * DAY_MS);
  const postedCounts = new Int32Array(POSTED_BUCKETS.length);
  const count: Record<FacetFilter, (p: number) => void> = {
    location: (p) => {
      for (let i = ix.locStart[p] as number; i < (ix.locStart[p + 1] as number); i++)
        bump(masterCounts.location, ix.locIds[i] as number);
    },
    designation: (p) => {
      const v = ix.designation[p] as number;
      if (v >= 0) bump(masterCounts.designation, v);
    },
    functional_area: (p) => {
      const v = ix.functionalArea[p] as number;
      if (v >= 0) bump(masterCounts.functional_area, v);
    },
    industry: (p) => {
      const v = ix.industry[p] as number;
      if (v >= 0) bump(masterCounts.industry, v);
    },
    employment_type: (p) => {
      const v = ix.employmentType[p] as number;
      if (v < etCounts.length) bump(etCounts, v);
    },
    employer: (p) => {
      const v = ix.employer[p] as number;
      if (v >= 0) bump(employerCounts, v);
    },
    experience: (p) => {
      const lo = ix.expMin[p] as number;
      const hi = ix.expMax[p] as number;
      EXPERIENCE_BUCKETS.forEach((b, i) => {
        if (lo <= b && hi >= b) bump(expCounts, i);
      });
    },
    posted_within: (p) => {
      const d = ix.published[p] as number;
      postedSince.forEach((s, i) => {
        if (d >= s) bump(postedCounts, i);
      });
    },
  };
  const countAll = FACET_FILTERS.map((f) => count[f]);
  let total = 0;
  const matches: number[] = [];
  const n = candidates ? candidates.length : ix.n;
  for (let i = 0; i < n; i++) {
    const p = candidates ? (candidates[i] as number) : i;
    if (!((ix.validThrough[p] as number) > now)) continue;
    if (salary && !salary(p)) continue;
    let fails = 0;
    let failed = -1;
    for (let c = 0; c < checks.length && fails < 2; c++)
      if (!(checks[c] as (p: number) => boolean)(p)) {
        fails++;
        failed = c;
      }
    if (fails === 0) {
      total++;
      if (matches.length < want) matches.push(p);
      for (const f of countAll) f(p);
    } else if (fails === 1) count[active[failed] as FacetFilter](p);
  }
  const raw = new Map<string, { key: string; n: number }[]>();
  const nonZero = (counts: Int32Array, key: (i: number) => string) => {
    const list: { key: string; n: number }[] = [];
    counts.forEach((c, i) => {
      if (c > 0) list.push({ key: key(i), n: c });
    });
    return list;
  };
  for (const f of ['location', 'designation', 'functional_area', 'industry'] as const)
    raw.set(f, nonZero(masterCounts[f], String));
  raw.set('employer', nonZero(employerCounts, String));
  raw.set(
    'employment_type',
    nonZero(etCounts, (i) => EMPLOYMENT_TYPES[i] as string),
  );
  raw.set(
    'experience',
    nonZero(expCounts, (i) => String(EXPERIENCE_BUCKETS[i])),
  );
  raw.set(
    'posted_within',
    nonZero(postedCounts, (i) => String(POSTED_BUCKETS[i])),
  );
  for (const [f, list] of raw) if (list.length === 0) raw.delete(f);
  return { total, raw, matches };
}

/** For an empty result: how many jobs each filter's removal would bring back (search.ts's relaxations). */
export function relaxCounts(
  ix: OpenJobs,
  q: JobSearchQuery,
  keywordMatches: Int32Array | null,
): { k: FilterKey; n: number }[] {
  const now = Date.now();
  const { tests, salary } = predicates(ix, q, now);
  const inKeyword = keywordMatches ? new Uint8Array(ix.n) : null;
  if (inKeyword && keywordMatches) for (const p of keywordMatches) inKeyword[p] = 1;
  const all: [FilterKey, (p: number) => boolean][] = [
    ...(inKeyword
      ? [['keyword', (p: number) => inKeyword[p] === 1] as [FilterKey, (p: number) => boolean]]
      : []),
    ...FACET_FILTERS.flatMap((f): [FilterKey, (p: number) => boolean][] => {
      const t = tests[f];
      return t ? [[f, t]] : [];
    }),
    ...(salary ? [['salary', salary] as [FilterKey, (p: number) => boolean]] : []),
  ];
  const counts = new Int32Array(all.length);
  for (let p = 0; p < ix.n; p++) {
    if (!((ix.validThrough[p] as number) > now)) continue;
    let fails = 0;
    let failed = -1;
    for (let c = 0; c < all.length && fails < 2; c++)
      if (!(all[c] as [FilterKey, (p: number) => boolean])[1](p)) {
        fails++;
        failed = c;
      }
    if (fails === 1) bump(counts, failed);
  }
  return all.map(([k], i) => ({ k, n: counts[i] as number }));
}
