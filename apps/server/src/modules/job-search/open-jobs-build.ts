import { EMPLOYMENT_TYPES } from '@portal/contract/jobs';
import type { Db } from '../../core/db/client';
import { type Batch, readOpenJobColumns, readPublishedOrder } from './repositories/open-jobs';
import { EXPERIENCE_BUCKETS } from './repositories/search-sql';

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

const ET_CODE = new Map<string, number>(EMPLOYMENT_TYPES.map((t, i) => [t, i]));
const COMMA = 44;
const SPACE = 32;
const MINUS = 45;

/**
 * A column of integers ('' for null, read as `none`) into `out`, read character by character: a
 * million jobs' columns would otherwise be millions of short strings from `split`.
 */
function intsInto(csv: string, out: Int32Array | Int16Array, none: number): void {
  let k = 0;
  let v = 0;
  let negative = false;
  let empty = true;
  for (let i = 0; i <= csv.length; i++) {
    const c = i < csv.length ? csv.charCodeAt(i) : COMMA;
    if (c === COMMA) {
      out[k++] = empty ? none : negative ? -v : v;
      v = 0;
      negative = false;
      empty = true;
    } else if (c === MINUS) negative = true;
    else {
      v = v * 10 + (c - 48);
      empty = false;
    }
  }
}

/** A column of decimals ('' for null, read as `none`) into `out`. */
function floatsInto(csv: string, out: Float64Array, none: number): void {
  let k = 0;
  for (const v of csv.split(',')) out[k++] = v === '' ? none : Number(v);
}

/** Each row's location ids (space-separated, rows comma-separated): ids of row r at start[r]..start[r + 1]. */
function placesOf(csv: string, n: number): { start: Int32Array; ids: Int32Array } {
  const start = new Int32Array(n + 1);
  const ids: number[] = [];
  let row = 0;
  let v = 0;
  let has = false;
  for (let i = 0; i <= csv.length; i++) {
    const c = i < csv.length ? csv.charCodeAt(i) : COMMA;
    if (c === COMMA || c === SPACE) {
      if (has) ids.push(v);
      v = 0;
      has = false;
      if (c === COMMA) start[++row] = ids.length;
    } else {
      v = v * 10 + (c - 48);
      has = true;
    }
  }
  return { start, ids: Int32Array.from(ids) };
}

/** One batch's columns, in the batch's (id) order. */
function parseBatch(b: Batch) {
  const n = b.n;
  const ints = (csv: string, none: number) => {
    const out = new Int32Array(n);
    intsInto(csv, out, none);
    return out;
  };
  const floats = (csv: string, none: number) => {
    const out = new Float64Array(n);
    floatsInto(csv, out, none);
    return out;
  };
  const emin = new Int16Array(n);
  const emax = new Int16Array(n);
  intsInto(b.emin, emin, 0);
  intsInto(b.emax, emax, 100);
  return {
    n,
    id: ints(b.id, 0),
    d: ints(b.d, -1),
    f: ints(b.f, -1),
    i: ints(b.i, -1),
    et: Uint8Array.from(b.et.split(','), (v) => ET_CODE.get(v) ?? 255),
    c: ints(b.c, -1),
    locs: placesOf(b.locs, n),
    pub: floats(b.pub, Number.NaN),
    vt: floats(b.vt, Number.NaN),
    emin,
    emax,
    lo: floats(b.lo, Number.NaN),
    hi: floats(b.hi, Number.NaN),
  };
}
type Parsed = ReturnType<typeof parseBatch>;

/** The batches' columns end to end (row r of the whole read). */
function joined(parts: Parsed[]) {
  const n = parts.reduce((sum, p) => sum + p.n, 0);
  const join = <A extends Int32Array | Int16Array | Uint8Array | Float64Array>(
    make: (length: number) => A,
    pick: (p: Parsed) => A,
  ) => {
    const out = make(parts.reduce((sum, p) => sum + pick(p).length, 0));
    let at = 0;
    for (const p of parts) {
      out.set(pick(p) as never, at);
      at += pick(p).length;
    }
    return out;
  };
  const locStart = new Int32Array(n + 1);
  let row = 0;
  let base = 0;
  for (const p of parts) {
    for (let r = 0; r < p.n; r++) locStart[row + r] = base + (p.locs.start[r] as number);
    row += p.n;
    base += p.locs.ids.length;
  }
  locStart[n] = base;
  const ints = (pick: (p: Parsed) => Int32Array) => join((l) => new Int32Array(l), pick);
  const floats = (pick: (p: Parsed) => Float64Array) => join((l) => new Float64Array(l), pick);
  return {
    n,
    id: ints((p) => p.id),
    d: ints((p) => p.d),
    f: ints((p) => p.f),
    i: ints((p) => p.i),
    et: join(
      (l) => new Uint8Array(l),
      (p) => p.et,
    ),
    c: ints((p) => p.c),
    locStart,
    locIds: ints((p) => p.locs.ids),
    pub: floats((p) => p.pub),
    vt: floats((p) => p.vt),
    emin: join(
      (l) => new Int16Array(l),
      (p) => p.emin,
    ),
    emax: join(
      (l) => new Int16Array(l),
      (p) => p.emax,
    ),
    lo: floats((p) => p.lo),
    hi: floats((p) => p.hi),
  };
}

/**
 * Rows (of the read, by id) in the search's date order: from the published jobs' order as the
 * date index gives it, keeping the rows read. A job published or changed between the two reads
 * (the order then lacks a row) falls back to sorting them here.
 */
function dateOrder(cols: ReturnType<typeof joined>, maxId: number, published: string): Int32Array {
  const { n } = cols;
  const rowOf = new Int32Array(maxId + 1).fill(-1);
  for (let r = 0; r < n; r++) rowOf[cols.id[r] as number] = r;
  let count = published === '' ? 0 : 1;
  for (let i = 0; i < published.length; i++) if (published.charCodeAt(i) === COMMA) count++;
  const ids = new Int32Array(count);
  intsInto(published, ids, 0);
  const order = new Int32Array(n);
  let p = 0;
  for (const id of ids) {
    const r = id <= maxId ? (rowOf[id] as number) : -1;
    if (r < 0) continue;
    if (p === n) break;
    order[p++] = r;
    rowOf[id] = -1;
  }
  if (p === n) return order;
  const pubKey = (r: number) => {
    const v = cols.pub[r] as number;
    return Number.isNaN(v) ? Number.NEGATIVE_INFINITY : v;
  };
  return Int32Array.from({ length: n }, (_, r) => r).sort(
    (a, b) => pubKey(b) - pubKey(a) || (cols.id[b] as number) - (cols.id[a] as number),
  );
}

/** A turn of the event loop between the steps of a large build, so requests are answered meanwhile. */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/** `out[p] = from[order[p]]`, one column at a time: its reads then stay in the processor's cache. */
function gather<A extends Int32Array | Int16Array | Uint8Array | Float64Array>(
  from: A,
  out: A,
  order: Int32Array,
): A {
  for (let p = 0; p < order.length; p++) out[p] = from[order[p] as number] as number;
  return out;
}

/** The open jobs read from the database into the index (open-jobs.ts keeps it and reads it again). */
export async function buildOpenJobs(db: Db): Promise<OpenJobs> {
  // The order is read beside the columns (another connection on PostgreSQL).
  const published = readPublishedOrder(db);
  // Awaited after the columns; a failure meanwhile is not an unhandled rejection.
  published.catch(() => {});
  const parts: Parsed[] = [];
  // Each batch is parsed as it arrives, between reads: the server answers meanwhile.
  for await (const b of readOpenJobColumns(db)) parts.push(parseBatch(b));
  const cols = joined(parts);
  parts.length = 0;
  await yieldToRequests();
  const n = cols.n;
  let maxId = 0;
  let maxMasterId = 0;
  let maxEmployerId = 0;
  for (let r = 0; r < n; r++) {
    maxId = Math.max(maxId, cols.id[r] as number);
    maxMasterId = Math.max(maxMasterId, cols.d[r] as number, cols.f[r] as number, cols.i[r] as number);
    maxEmployerId = Math.max(maxEmployerId, cols.c[r] as number);
  }
  for (const l of cols.locIds) maxMasterId = Math.max(maxMasterId, l);
  const ids = await published;
  const order = dateOrder(cols, maxId, ids);
  await yieldToRequests();
  const id = gather(cols.id, new Int32Array(n), order);
  const pos = new Int32Array(maxId + 1);
  for (let p = 0; p < n; p++) pos[id[p] as number] = p + 1;
  const designation = gather(cols.d, new Int32Array(n), order);
  const functionalArea = gather(cols.f, new Int32Array(n), order);
  const industry = gather(cols.i, new Int32Array(n), order);
  const employmentType = gather(cols.et, new Uint8Array(n), order);
  const employer = gather(cols.c, new Int32Array(n), order);
  await yieldToRequests();
  const publishedMs = gather(cols.pub, new Float64Array(n), order);
  const validThrough = gather(cols.vt, new Float64Array(n), order);
  const salaryLow = gather(cols.lo, new Float64Array(n), order);
  const salaryHigh = gather(cols.hi, new Float64Array(n), order);
  await yieldToRequests();
  const expMin = gather(cols.emin, new Int16Array(n), order);
  const expMax = gather(cols.emax, new Int16Array(n), order);
  const expBuckets = new Uint8Array(n);
  for (let p = 0; p < n; p++) {
    let mask = 0;
    for (let b = 0; b < EXPERIENCE_BUCKETS.length; b++) {
      const years = EXPERIENCE_BUCKETS[b] as number;
      if ((expMin[p] as number) <= years && (expMax[p] as number) >= years) mask |= 1 << b;
    }
    expBuckets[p] = mask;
  }
  const locStart = new Int32Array(n + 1);
  const locIds = new Int32Array(cols.locIds.length);
  let l = 0;
  for (let p = 0; p < n; p++) {
    const r = order[p] as number;
    locStart[p] = l;
    for (let j = cols.locStart[r] as number; j < (cols.locStart[r + 1] as number); j++)
      locIds[l++] = cols.locIds[j] as number;
  }
  locStart[n] = l;
  await yieldToRequests();
  const ix: OpenJobs = {
    n,
    id,
    pos,
    designation,
    functionalArea,
    industry,
    employmentType,
    employer,
    locStart,
    locIds,
    published: publishedMs,
    validThrough,
    expMin,
    expMax,
    expBuckets,
    salaryLow,
    salaryHigh,
    builtAt: Date.now(),
    maxMasterId,
    maxEmployerId,
    byLocation: postingsOf(locIds, maxMasterId, locStart),
    byDesignation: postingsOf(designation, maxMasterId),
    byFunctionalArea: postingsOf(functionalArea, maxMasterId),
    byIndustry: postingsOf(industry, maxMasterId),
    byEmploymentType: postingsOf(employmentType, EMPLOYMENT_TYPES.length - 1),
    byEmployer: postingsOf(employer, maxEmployerId),
    terms: new Map(),
    termEntries: 0,
  };
  return ix;
}
