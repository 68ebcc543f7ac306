import { CV_FACETS } from '@portal/contract/cv-search';
import type { Db } from '../../core/db/client';
import { CountingMemory } from './counting/counting-memory';
import { facetKey, ID_BITS, ID_MASK } from './facet-key';
import { type Batch, COLUMNS, readAllRows, readRows } from './repositories/listed-rows';

/**
 * The listed candidates (every row of `candidate_search`) as columns in memory, one typed array per
 * column, by slot: the CV search's index (memory-search.ts). It never answers by itself: every
 * search computes its page, total and facets from it. PostgreSQL stays the source: the rows are
 * read from it, and a trigger (migration 0028) names the candidates whose row changed, whose slots
 * are then read again (changes.ts). A slot keeps its candidate for the life of the process, so the
 * keyword bitsets (keyword-leaves.ts) stay valid across changes; a candidate no longer listed keeps
 * the slot, unlisted.
 *
 * Multi-valued columns are pooled: `start`/`len` by slot into one values array, a changed row
 * overwritten in place when it fits, appended otherwise.
 */
export type ListedCandidates = {
  /**
   * Slot by user id, and the slots handed out: shared by an index and the one read again after it,
   * so a candidate added to either while the new one is read gets one slot in both (the leaves'
   * bits are by slot).
   */
  slotOf: Map<number, number>;
  slots: { n: number };
  /** Room in the columns. */
  cap: number;
  /** User id by slot (for the slots this index wrote). */
  userId: Int32Array;
  /** Bit per slot: listed now. */
  listed: Uint32Array;
  listedCount: number;
  /** Master item ids, -1 for none. */
  city: Int32Array;
  state: Int32Array;
  country: Int32Array;
  nationality: Int32Array;
  visa: Int32Array;
  notice: Int32Array;
  /** Years, -1 when not given (a row for its adding organisation only, profile not complete). */
  experience: Int16Array;
  /** Expected salary in AED a month (salary_aed_month), NaN when none. */
  salary: Float64Array;
  hasCv: Uint8Array;
  /** Microseconds since the epoch, as PostgreSQL orders timestamps. */
  lastActive: Float64Array;
  updated: Float64Array;
  /**
   * `facet_keys` ((place in CV_FACETS + 1) << 26 | id, as the SQL counts them) and the certificates'
   * keys (last, as certification is the last facet), each as its place in `facetValues`, in key order
   * (by facet): the pass counts by that place, one array read a value, a row's values side by side.
   * Its values are in WebAssembly memory, where the pass counts them (`memory`).
   */
  keys: Pool & { memory: CountingMemory };
  facetValues: FacetValues;
  /**
   * Where each facet's values begin among a row's `keys` (FACET_STOPS a slot: the offset of the first
   * value of facet f at `slot * FACET_STOPS + f`, the row's length last), so a row counted in one facet
   * only reads that facet's values.
   */
  facetAt: Uint16Array;
  /** Designations of the current jobs (the designation filter's other half). */
  currentDesignations: Pool;
  /**
   * Certificates, with `expiry` beside them in days since the epoch (NO_EXPIRY: none): what the
   * certification filter and the count of valid certificates read (`keys` has them for the others).
   */
  certificates: Pool;
  expiry: Int32Array;
  /**
   * The one organisation that finds the row (`only_org_id`: a recruiter-added candidate awaiting the
   * claim), 0 for every organisation; `restricted` has a bit per slot with one, so a search skips
   * the check for the words without any.
   */
  onlyOrg: Int32Array;
  restricted: Uint32Array;
  /** Largest master item id seen: the counting arrays' size. */
  maxId: number;

  builtAt: number;
};

/** The facet keys seen, numbered as met: `key[n]` and `tag[n]` (place in CV_FACETS) of value n. */
export type FacetValues = { numberOf: Map<number, number>; key: number[]; tag: number[] };

/**
 * A pool's values: 16 bits while every value fits, widened to 32 by the first that does not (`put`).
 * Half the bytes is most of the pass's speed: it reads a row's values at a cache miss a row (memory
 * latency, not arithmetic; docs/performance.md, round 15).
 */
export type PoolValues = Uint16Array | Int32Array;

/**
 * `len` is 16 bits: a row holds at most a few hundred values (the profile's lists are bounded), as
 * `facetAt` assumes too.
 */
export type Pool = {
  start: Int32Array;
  len: Uint16Array;
  values: PoolValues;
  used: number;
  /** Where the values are when not in a plain array (they grow there, and widen there). */
  memory?: CountingMemory;
};

export const NO_EXPIRY = 2 ** 31 - 1;

export const FACET_STOPS = CV_FACETS.length + 1;

const words = (cap: number) => Math.ceil(cap / 32);

function newPool(cap: number, values: number): Pool {
  return {
    start: new Int32Array(cap),
    len: new Uint16Array(cap),
    values: new Uint16Array(Math.max(values, 1024)),
    used: 0,
  };
}

/** A pool whose values are in WebAssembly memory, counted there. */
function newCountedPool(cap: number, values: number): Pool & { memory: CountingMemory } {
  const memory = new CountingMemory(Math.max(values, 1024));
  return { start: new Int32Array(cap), len: new Uint16Array(cap), values: memory.values, used: 0, memory };
}

export function emptyIndex(cap: number): ListedCandidates {
  return {
    slotOf: new Map(),
    slots: { n: 0 },
    cap,
    userId: new Int32Array(cap),
    listed: new Uint32Array(words(cap)),
    listedCount: 0,
    city: new Int32Array(cap),
    state: new Int32Array(cap),
    country: new Int32Array(cap),
    nationality: new Int32Array(cap),
    visa: new Int32Array(cap),
    notice: new Int32Array(cap),
    experience: new Int16Array(cap),
    salary: new Float64Array(cap),
    hasCv: new Uint8Array(cap),
    lastActive: new Float64Array(cap),
    updated: new Float64Array(cap),
    keys: newCountedPool(cap, cap * 14),
    facetValues: { numberOf: new Map(), key: [], tag: [] },
    facetAt: new Uint16Array(cap * FACET_STOPS),
    currentDesignations: newPool(cap, cap),
    certificates: newPool(cap, cap * 2),
    expiry: new Int32Array(Math.max(cap * 2, 1024)),
    onlyOrg: new Int32Array(cap),
    restricted: new Uint32Array(words(cap)),
    maxId: 0,
    builtAt: Date.now(),
  };
}

function grown<T extends Int32Array | Int16Array | Float64Array | Uint8Array | PoolValues | Uint32Array>(
  a: T,
  size: number,
): T {
  const b = new (a.constructor as new (n: number) => T)(size);
  b.set(a);
  return b;
}

/** Room for the slot: the columns grow by a quarter (bitsets held elsewhere grow as they are read). */
function ensureSlot(ix: ListedCandidates, slot: number): void {
  if (slot < ix.cap) return;
  const cap = Math.max(Math.ceil(ix.cap * 1.25), slot + 1) + 1024;
  ix.cap = cap;
  ix.userId = grown(ix.userId, cap);
  ix.listed = grown(ix.listed, words(cap));
  ix.restricted = grown(ix.restricted, words(cap));
  ix.onlyOrg = grown(ix.onlyOrg, cap);
  for (const k of ['city', 'state', 'country', 'nationality', 'visa', 'notice'] as const)
    ix[k] = grown(ix[k], cap);
  ix.experience = grown(ix.experience, cap);
  ix.salary = grown(ix.salary, cap);
  ix.hasCv = grown(ix.hasCv, cap);
  ix.lastActive = grown(ix.lastActive, cap);
  ix.updated = grown(ix.updated, cap);
  ix.facetAt = grown(ix.facetAt, cap * FACET_STOPS);
  for (const p of [ix.keys, ix.currentDesignations, ix.certificates]) {
    p.start = grown(p.start, cap);
    p.len = grown(p.len, cap);
  }
}

/** Writes `list` as the slot's values: in place when it fits, else at the end of the pool. */
function put(
  p: Pool,
  slot: number,
  list: number[],
  beside?: { to: Int32Array; list: number[] },
): Int32Array | undefined {
  let at = p.start[slot] as number;
  let besideTo = beside?.to;
  if (p.values instanceof Uint16Array && list.some((v) => v > 0xffff))
    p.values = p.memory ? p.memory.resize(p.values.length, true) : Int32Array.from(p.values);
  if (list.length > (p.len[slot] as number)) {
    at = p.used;
    if (at + list.length > p.values.length) {
      const size = Math.ceil((at + list.length) * 1.5);
      p.values = p.memory ? p.memory.resize(size, p.values instanceof Int32Array) : grown(p.values, size);
      if (besideTo) besideTo = grown(besideTo, size);
    }
    p.used = at + list.length;
  }
  p.start[slot] = at;
  p.len[slot] = list.length;
  for (let i = 0; i < list.length; i++) {
    p.values[at + i] = list[i] as number;
    if (besideTo && beside) besideTo[at + i] = beside.list[i] as number;
  }
  return besideTo;
}

const int = (v: string | undefined) => (v ? Number(v) : -1);
const list = (v: string | undefined) => (v ? v.split(' ').map(Number) : []);

type Columns = Record<keyof typeof COLUMNS, string[]>;

const columnsOf = (b: Batch) =>
  Object.fromEntries(
    Object.keys(COLUMNS).map((k) => [k, b[k as keyof typeof COLUMNS].split(',')]),
  ) as Columns;

/** Writes a batch's rows into their slots (a new candidate gets a new one) and marks them listed. */
export function writeBatch(ix: ListedCandidates, b: Batch): number[] {
  return writeRows(ix, columnsOf(b), 0, b.n);
}

/** How many rows a build writes before it lets other work (searches answering from SQL) run. */
const ROWS_PER_TURN = 5_000;

/** The same, a slice at a time, giving the event loop back between slices. */
async function writeBatchInTurns(ix: ListedCandidates, b: Batch): Promise<void> {
  const c = columnsOf(b);
  for (let from = 0; from < b.n; from += ROWS_PER_TURN) {
    writeRows(ix, c, from, Math.min(b.n, from + ROWS_PER_TURN));
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

function writeRows(ix: ListedCandidates, c: Columns, from: number, to: number): number[] {
  const slots: number[] = [];
  for (let r = from; r < to; r++) {
    const id = Number(c.id[r]);
    let slot = ix.slotOf.get(id);
    if (slot === undefined) {
      slot = ix.slots.n++;
      ix.slotOf.set(id, slot);
    }
    ensureSlot(ix, slot);
    ix.userId[slot] = id;
    slots.push(slot);
    setListed(ix, slot, true);
    const single = [
      ['city', c.city],
      ['state', c.state],
      ['country', c.country],
      ['nationality', c.nat],
      ['visa', c.visa],
      ['notice', c.notice],
    ] as const;
    for (const [k, v] of single) {
      const x = int(v[r]);
      ix[k][slot] = x;
      if (x > ix.maxId) ix.maxId = x;
    }
    ix.experience[slot] = Number(c.exp[r]);
    const org = c.org[r] ? Number(c.org[r]) : 0;
    ix.onlyOrg[slot] = org;
    const w = slot >>> 5;
    const bit = 1 << (slot & 31);
    ix.restricted[w] = org ? (ix.restricted[w] as number) | bit : (ix.restricted[w] as number) & ~bit;
    ix.salary[slot] = c.sal[r] ? Number(c.sal[r]) : Number.NaN;
    ix.hasCv[slot] = c.cv[r] === '1' ? 1 : 0;
    ix.lastActive[slot] = Number(c.act[r]);
    ix.updated[slot] = Number(c.upd[r]);
    // By facet, so the pass stops reading a row's values past the one facet it counts.
    const certs = list(c.certs[r]);
    const keys = [...list(c.keys[r]), ...certs.map((id) => facetKey('certification', id))].sort(
      (x, y) => x - y,
    );
    for (const k of keys) ix.maxId = Math.max(ix.maxId, k & ID_MASK);
    const values = keys.map((k) => facetValueOf(ix.facetValues, k));
    put(ix.keys, slot, values);
    const at = slot * FACET_STOPS;
    let i = 0;
    for (let f = 0; f < FACET_STOPS; f++) {
      while (i < values.length && (ix.facetValues.tag[values[i] as number] as number) < f) i++;
      ix.facetAt[at + f] = i;
    }
    const cur = list(c.cur[r]);
    for (const k of cur) ix.maxId = Math.max(ix.maxId, k);
    put(ix.currentDesignations, slot, cur);
    const exps = list(c.exps[r]).map((d) => (d === -1 ? NO_EXPIRY : d));
    ix.expiry = put(ix.certificates, slot, certs, { to: ix.expiry, list: exps }) ?? ix.expiry;
  }
  return slots;
}

function facetValueOf(v: FacetValues, key: number): number {
  let n = v.numberOf.get(key);
  if (n === undefined) {
    n = v.key.length;
    v.numberOf.set(key, n);
    v.key.push(key);
    v.tag.push((key >>> ID_BITS) - 1);
  }
  return n;
}

export function setListed(ix: ListedCandidates, slot: number, on: boolean): void {
  const w = slot >>> 5;
  const bit = 1 << (slot & 31);
  const was = ((ix.listed[w] as number) & bit) !== 0;
  if (was === on) return;
  ix.listed[w] = on ? (ix.listed[w] as number) | bit : (ix.listed[w] as number) & ~bit;
  ix.listedCount += on ? 1 : -1;
}

/** Every listed candidate read afresh, keeping `prev`'s slots (so its keyword bitsets stay valid). */
export async function buildIndex(db: Db, prev: ListedCandidates | null): Promise<ListedCandidates> {
  const batches = await readAllRows(db);
  const rows = batches.reduce((s, b) => s + b.n, 0);
  const ix = emptyIndex(Math.max(Math.ceil(Math.max(rows, prev?.slots.n ?? 0) * 1.1) + 1024, prev?.cap ?? 0));
  if (prev) {
    // The same slot for the same candidate; those not read again stay unlisted.
    ix.slotOf = prev.slotOf;
    ix.slots = prev.slots;
  }
  // At 200,000 candidates writing the columns takes about a second of CPU: in slices, so the
  // searches answering from SQL meanwhile are not held up behind it.
  for (const b of batches) await writeBatchInTurns(ix, b);
  return ix;
}

/**
 * Reads these candidates' rows again: changed ones overwritten, new ones added, gone ones unlisted.
 * Returns the slots written.
 */
export async function refreshRows(db: Db, ix: ListedCandidates, ids: number[]): Promise<number[]> {
  const b = await readRows(db, ids);
  const written = b ? writeBatch(ix, b) : [];
  const seen = new Set(written);
  for (const id of ids) {
    const slot = ix.slotOf.get(id);
    if (slot !== undefined && slot < ix.cap && !seen.has(slot)) setListed(ix, slot, false);
  }
  return written;
}

/** The approximate bytes the columns take (the bench reports it). */
export function indexBytes(ix: ListedCandidates): number {
  let bytes = 0;
  for (const v of Object.values(ix)) if (ArrayBuffer.isView(v)) bytes += v.byteLength;
  for (const p of [ix.keys, ix.currentDesignations, ix.certificates])
    bytes += p.start.byteLength + p.len.byteLength + p.values.byteLength;
  return bytes + ix.slotOf.size * 40;
}
