import { EMPLOYMENT_TYPES } from '@portal/contract/jobs';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../core/db/client';
import { EVENTS, eventScope, subscribe } from '../../platform/events/domain-events';
import { EXPERIENCE_BUCKETS } from './search-sql';

/**
 * The open jobs' filter and facet columns in memory, one typed array per column, in the search's
 * date order (newest first, as `published_at desc nulls last, id desc nulls last`), so a position
 * is a rank and "the first N matches by date" is a walk from position 0, and the postings of each
 * list filter's values beside them. About 90 bytes a job (90 MB for a million). PostgreSQL stays the source: the index is read from it, dropped on every job change
 * (this process's and, through the job-change notifications, every other one's: cache.ts) and read
 * again by the next search; meanwhile searches are answered in SQL, so a change shows at once.
 */
export type OpenJobs = {
  n: number;
  /** Job id by position. */
  id: Int32Array;
  /** Position + 1 by job id (0: not an open job). */
  pos: Int32Array;
  designation: Int32Array;
  functionalArea: Int32Array;
  industry: Int32Array;
  /** Index into EMPLOYMENT_TYPES, 255 for none. */
  employmentType: Uint8Array;
  employer: Int32Array;
  /** Location ids of position p: locIds[locStart[p] .. locStart[p + 1]). */
  locStart: Int32Array;
  locIds: Int32Array;
  /** Milliseconds since the epoch (NaN: none). */
  published: Float64Array;
  validThrough: Float64Array;
  /** Years, null as the SQL's coalesce reads it (0 and 100). */
  expMin: Int16Array;
  expMax: Int16Array;
  /** Bit i set when the job's range holds EXPERIENCE_BUCKETS[i] (eight buckets, one byte). */
  expBuckets: Uint8Array;
  /** AED a month when the salary is shown and known; NaN otherwise (never matches a salary range). */
  salaryLow: Float64Array;
  salaryHigh: Float64Array;
  builtAt: number;
  /** Largest designation/area/industry/location id, and employer id: the counting arrays' sizes. */
  maxMasterId: number;
  maxEmployerId: number;
  /** The positions holding each value of the list filters' columns, so a filter marks its rows. */
  byLocation: Postings;
  byDesignation: Postings;
  byFunctionalArea: Postings;
  byIndustry: Postings;
  byEmploymentType: Postings;
  byEmployer: Postings;
  /** Positions per keyword lexeme, valid for this index only (cleared with it). */
  terms: Map<string, Promise<Int32Array>>;
  termEntries: number;
};

/** Positions by value, ascending: value v's are `rows[start[v] .. start[v + 1])` (none past `size`). */
export type Postings = { size: number; start: Int32Array; rows: Int32Array };

/**
 * The postings of a column: value of position p at `values[from[p] .. from[p + 1])` (one each when
 * `from` is null), values outside 0..size left out. Two counting passes, no sort.
 */
function postingsOf(values: ArrayLike<number>, size: number, from: Int32Array | null = null): Postings {
  const n = from ? from.length - 1 : values.length;
  const start = new Int32Array(size + 2);
  const each = (visit: (v: number, p: number) => void) => {
    for (let p = 0; p < n; p++) {
      const end = from ? (from[p + 1] as number) : p + 1;
      for (let i = from ? (from[p] as number) : p; i < end; i++) {
        const v = values[i] as number;
        if (v >= 0 && v <= size) visit(v, p);
      }
    }
  };
  each((v) => {
    start[v + 1] = (start[v + 1] as number) + 1;
  });
  for (let v = 1; v < start.length; v++) start[v] = (start[v] as number) + (start[v - 1] as number);
  const next = start.slice(0, size + 1);
  const rows = new Int32Array(start[size + 1] as number);
  each((v, p) => {
    rows[next[v] as number] = p;
    next[v] = (next[v] as number) + 1;
  });
  return { size, start, rows };
}

/** How many rows each read of the build asks for (keeps the driver's row objects small). */
const BATCH = 50_000;
/** A build that took longer than this is not waited for: searches go to SQL until it is ready. */
const WAIT_FOR_BUILD_MS = 250;
/** Changes written outside the application send no notification; read the index again this often. */
export const REFRESH_MS = 5 * 60_000;

/** One column of a batch as text: numbers joined by commas ('' for null), read with `split`. */
type Batch = {
  n: number;
  id: string;
  d: string;
  f: string;
  i: string;
  et: string;
  c: string;
  locs: string;
  pub: string;
  vt: string;
  emin: string;
  emax: string;
  lo: string;
  hi: string;
};

const ET_CODE = new Map<string, number>(EMPLOYMENT_TYPES.map((t, i) => [t, i]));

/**
 * Every open job's columns, BATCH at a time by id. Each column of a batch comes as one string
 * (string_agg), so a million jobs are a few hundred strings to split rather than a million row
 * objects for the driver to build. The aggregates read the same rows in the same order, so the
 * columns line up without sorting each of them.
 */
async function readAll(db: Db): Promise<Batch[]> {
  const batches: Batch[] = [];
  let after = 0;
  const col = (expr: string) => sql.raw(`string_agg(coalesce((${expr})::text, ''), ',')`);
  for (;;) {
    const [batch] = await queryRows<Batch & { last: number | null }>(
      db,
      sql`select count(*)::int as n, max(id) as last, ${col('id')} as id, ${col('designation_id')} as d,
        ${col('functional_area_id')} as f, ${col('industry_id')} as i, ${col('employment_type')} as et,
        ${col('client_id')} as c, ${col("array_to_string(location_ids, ' ')")} as locs,
        ${col('(extract(epoch from published_at) * 1000000)::float8')} as pub,
        ${col('(extract(epoch from valid_through) * 1000)::float8')} as vt,
        ${col('experience_min')} as emin, ${col('experience_max')} as emax,
        ${col('case when salary_visible then coalesce(salary_min_aed_month, salary_max_aed_month) end')} as lo,
        ${col('case when salary_visible then coalesce(salary_max_aed_month, salary_min_aed_month) end')} as hi
      from (select * from jobs where status = 'published' and valid_through > now() and id > ${after}
        order by id limit ${BATCH}) j`,
    );
    if (!batch || batch.n === 0) return batches;
    batches.push(batch);
    if (batch.n < BATCH) return batches;
    after = Number(batch.last);
  }
}

/** A column of numbers; '' (null) becomes `none`. */
const numbers = (csv: string, none: number) => csv.split(',').map((v) => (v === '' ? none : Number(v)));

const EMPTY_POSTINGS: Postings = { size: -1, start: new Int32Array(1), rows: new Int32Array(0) };

async function build(db: Db): Promise<OpenJobs> {
  const batches = await readAll(db);
  const cols = {
    id: [] as number[],
    d: [] as number[],
    f: [] as number[],
    i: [] as number[],
    et: [] as number[],
    c: [] as number[],
    locs: [] as string[],
    /** Microseconds since the epoch (exact in a double). */
    pub: [] as number[],
    vt: [] as number[],
    emin: [] as number[],
    emax: [] as number[],
    lo: [] as number[],
    hi: [] as number[],
  };
  // Appended in a loop: spreading a batch into push() would pass 50,000 arguments.
  const append = <T>(to: T[], from: T[]) => {
    for (const v of from) to.push(v);
  };
  for (const b of batches) {
    append(cols.id, numbers(b.id, 0));
    append(cols.d, numbers(b.d, -1));
    append(cols.f, numbers(b.f, -1));
    append(cols.i, numbers(b.i, -1));
    append(
      cols.et,
      b.et.split(',').map((v) => ET_CODE.get(v) ?? 255),
    );
    append(cols.c, numbers(b.c, -1));
    append(cols.locs, b.locs.split(','));
    append(cols.pub, numbers(b.pub, Number.NaN));
    append(cols.vt, numbers(b.vt, Number.NaN));
    append(cols.emin, numbers(b.emin, 0));
    append(cols.emax, numbers(b.emax, 100));
    append(cols.lo, numbers(b.lo, Number.NaN));
    append(cols.hi, numbers(b.hi, Number.NaN));
  }
  const n = cols.id.length;
  // Newest first (microseconds, as PostgreSQL orders them); ties and jobs without a date (last) by
  // id descending.
  const pubKey = (r: number) => {
    const v = cols.pub[r] as number;
    return Number.isNaN(v) ? Number.NEGATIVE_INFINITY : v;
  };
  const order = Int32Array.from({ length: n }, (_, r) => r).sort(
    (a, b) => pubKey(b) - pubKey(a) || (cols.id[b] as number) - (cols.id[a] as number),
  );
  let maxId = 0;
  let maxMasterId = 0;
  let maxEmployerId = 0;
  const locLists = cols.locs.map((l) => (l === '' ? [] : l.split(' ').map(Number)));
  let locCount = 0;
  for (let r = 0; r < n; r++) {
    maxId = Math.max(maxId, cols.id[r] as number);
    maxMasterId = Math.max(maxMasterId, cols.d[r] as number, cols.f[r] as number, cols.i[r] as number);
    for (const l of locLists[r] as number[]) maxMasterId = Math.max(maxMasterId, l);
    maxEmployerId = Math.max(maxEmployerId, cols.c[r] as number);
    locCount += (locLists[r] as number[]).length;
  }
  const ix: OpenJobs = {
    n,
    id: new Int32Array(n),
    pos: new Int32Array(maxId + 1),
    designation: new Int32Array(n),
    functionalArea: new Int32Array(n),
    industry: new Int32Array(n),
    employmentType: new Uint8Array(n),
    employer: new Int32Array(n),
    locStart: new Int32Array(n + 1),
    locIds: new Int32Array(locCount),
    published: new Float64Array(n),
    validThrough: new Float64Array(n),
    expMin: new Int16Array(n),
    expMax: new Int16Array(n),
    expBuckets: new Uint8Array(n),
    salaryLow: new Float64Array(n),
    salaryHigh: new Float64Array(n),
    builtAt: Date.now(),
    maxMasterId,
    maxEmployerId,
    byLocation: EMPTY_POSTINGS,
    byDesignation: EMPTY_POSTINGS,
    byFunctionalArea: EMPTY_POSTINGS,
    byIndustry: EMPTY_POSTINGS,
    byEmploymentType: EMPTY_POSTINGS,
    byEmployer: EMPTY_POSTINGS,
    terms: new Map(),
    termEntries: 0,
  };
  let l = 0;
  for (let p = 0; p < n; p++) {
    const r = order[p] as number;
    const id = cols.id[r] as number;
    ix.id[p] = id;
    ix.pos[id] = p + 1;
    ix.designation[p] = cols.d[r] as number;
    ix.functionalArea[p] = cols.f[r] as number;
    ix.industry[p] = cols.i[r] as number;
    ix.employmentType[p] = cols.et[r] as number;
    ix.employer[p] = cols.c[r] as number;
    ix.locStart[p] = l;
    for (const loc of locLists[r] as number[]) ix.locIds[l++] = loc;
    ix.published[p] = (cols.pub[r] as number) / 1000;
    ix.validThrough[p] = cols.vt[r] as number;
    ix.expMin[p] = cols.emin[r] as number;
    ix.expMax[p] = cols.emax[r] as number;
    let mask = 0;
    EXPERIENCE_BUCKETS.forEach((b, i) => {
      if ((cols.emin[r] as number) <= b && (cols.emax[r] as number) >= b) mask |= 1 << i;
    });
    ix.expBuckets[p] = mask;
    ix.salaryLow[p] = cols.lo[r] as number;
    ix.salaryHigh[p] = cols.hi[r] as number;
  }
  ix.locStart[n] = l;
  ix.byLocation = postingsOf(ix.locIds, maxMasterId, ix.locStart);
  ix.byDesignation = postingsOf(ix.designation, maxMasterId);
  ix.byFunctionalArea = postingsOf(ix.functionalArea, maxMasterId);
  ix.byIndustry = postingsOf(ix.industry, maxMasterId);
  ix.byEmploymentType = postingsOf(ix.employmentType, EMPLOYMENT_TYPES.length - 1);
  ix.byEmployer = postingsOf(ix.employer, maxEmployerId);
  return ix;
}

type State = {
  current: OpenJobs | null;
  building: Promise<OpenJobs> | null;
  /** Bumped on every job change: a build started before it is not used. */
  generation: number;
  lastBuildMs: number | null;
};
const states = new WeakMap<Db, State>();

function stateOf(db: Db): State {
  const owner = eventScope(db);
  let s = states.get(owner);
  if (!s) {
    const state: State = { current: null, building: null, generation: 0, lastBuildMs: null };
    s = state;
    states.set(owner, s);
    subscribe(owner, EVENTS, () => {
      state.current = null;
      state.building = null;
      state.generation++;
    });
  }
  return s;
}

/** Whether the open jobs are in memory, being read, or neither (nothing has asked for them yet). */
export function openJobsState(db: Db): 'ready' | 'building' | 'none' {
  const s = states.get(eventScope(db));
  return s?.current ? 'ready' : s?.building ? 'building' : 'none';
}

function startBuild(db: Db, s: State): Promise<OpenJobs> {
  const generation = s.generation;
  const started = performance.now();
  const building = build(db).then((ix) => {
    if (s.generation === generation) {
      s.current = ix;
      s.lastBuildMs = performance.now() - started;
    }
    if (s.building === building) s.building = null;
    return ix;
  });
  s.building = building;
  // A failed build is retried by a later search; the one that started it falls back to SQL.
  building.catch(() => {
    if (s.building === building) s.building = null;
  });
  return building;
}

/**
 * The open jobs in memory, or null when they are being read (searches then use SQL). A small
 * index (a build under WAIT_FOR_BUILD_MS, and the first one) is waited for; a large one is built in
 * the background while SQL answers. Past REFRESH_MS it is read again in the background.
 */
export async function openJobs(db: Db): Promise<OpenJobs | null> {
  const s = stateOf(db);
  const generation = s.generation;
  if (s.current && Date.now() - s.current.builtAt > REFRESH_MS && !s.building)
    startBuild(db, s).catch(() => {});
  if (s.current) return s.current;
  const building = s.building ?? startBuild(db, s);
  if (s.lastBuildMs != null && s.lastBuildMs > WAIT_FOR_BUILD_MS) return null;
  try {
    const ix = await building;
    return s.generation === generation ? ix : null;
  } catch {
    return null;
  }
}
