import type { ListedCandidates } from './listed-candidates';

/**
 * The page of a search in memory (memory-search.ts), in the SQL's order (search-rows.ts): relevance
 * (a score), experience (-1, not given, last), then last active, then user id, all descending.
 *
 * The pass marks the rows it finds in a bitset; the page is then the first of them met walking the
 * slots in sort order, kept sorted per index (`orderOf`), instead of offering each of some 19,000
 * matches a search to a heap (docs/performance.md, round 20). Rows written since the sort (`dirty`)
 * may be out of place: they are skipped in the walk and ranked with its result. A small result is
 * ranked by the heap, whose cost follows the matches, not the index.
 */
export type PageSort = 'active' | 'experience';

/** > 0 when slot `a` ranks before slot `b` (scores aside). */
export function ranksBefore(ix: ListedCandidates, byExperience: boolean, a: number, b: number): number {
  if (byExperience && ix.experience[a] !== ix.experience[b])
    return (ix.experience[a] as number) - (ix.experience[b] as number);
  const d = (ix.lastActive[a] as number) - (ix.lastActive[b] as number);
  if (d !== 0) return d;
  return (ix.userId[a] as number) - (ix.userId[b] as number);
}

/** The best `k` rows offered (a bounded heap, worst on top), best first by `sorted`. */
export class TopN {
  private slots: number[] = [];
  private scores: number[] = [];
  constructor(
    private readonly k: number,
    private readonly ix: ListedCandidates,
    private readonly byExperience: boolean,
  ) {}

  get size(): number {
    return this.slots.length;
  }

  /** > 0 when a ranks before b. */
  private cmp(a: number, sa: number, b: number, sb: number): number {
    if (sa !== sb) return sa - sb;
    return ranksBefore(this.ix, this.byExperience, a, b);
  }

  offer(slot: number, score: number): void {
    const { slots, scores } = this;
    if (this.k <= 0) return;
    if (slots.length < this.k) {
      slots.push(slot);
      scores.push(score);
      this.up(slots.length - 1);
    } else if (this.cmp(slot, score, slots[0] as number, scores[0] as number) > 0) {
      slots[0] = slot;
      scores[0] = score;
      this.down(0);
    }
  }

  private swap(i: number, j: number) {
    const { slots, scores } = this;
    [slots[i], slots[j]] = [slots[j] as number, slots[i] as number];
    [scores[i], scores[j]] = [scores[j] as number, scores[i] as number];
  }
  private worse(i: number, j: number) {
    const { slots, scores } = this;
    return this.cmp(slots[i] as number, scores[i] as number, slots[j] as number, scores[j] as number) < 0;
  }
  private up(i: number) {
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.worse(i, p)) return;
      this.swap(i, p);
      i = p;
    }
  }
  private down(i: number) {
    const n = this.slots.length;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let w = i;
      if (l < n && this.worse(l, w)) w = l;
      if (r < n && this.worse(r, w)) w = r;
      if (w === i) return;
      this.swap(i, w);
      i = w;
    }
  }

  /** Best first. */
  sorted(): number[] {
    const { slots, scores } = this;
    const idx = slots.map((_, i) => i);
    idx.sort(
      (i, j) => -this.cmp(slots[i] as number, scores[i] as number, slots[j] as number, scores[j] as number),
    );
    return idx.map((i) => slots[i] as number);
  }
}

/** The slots best first as sorted, and those written since (a bit each, and listed). */
type Order = { slots: Int32Array; dirty: Uint32Array; dirtyList: number[] };

const orders = new WeakMap<ListedCandidates, Partial<Record<PageSort, Order>>>();

/**
 * Past this many rows written since the sort, they are merged into the order (linear) rather than
 * ranked by every search.
 */
const MAX_DIRTY = 1024;
/** Slots a sort key holds beside a whole second of activity (keys stay below 2^53, exact). */
const SLOT_SPAN = 2 ** 21;

/**
 * The index's slots by last active (then user id) descending: sorted as whole seconds and slot in
 * one float key (a native sort, about 10 times faster than a comparator over 200,000 slots), then
 * each run of one second sorted exactly. A comparator sort when the keys would not be exact.
 */
function byActive(ix: ListedCandidates, n: number): Int32Array {
  const out = new Int32Array(n);
  const keys = new Float64Array(n);
  let exact = n <= SLOT_SPAN;
  for (let s = 0; s < n && exact; s++) {
    const second = Math.floor((ix.lastActive[s] as number) / 1e6);
    if (!(second >= 0 && second < 2 ** 32)) exact = false;
    keys[s] = second * SLOT_SPAN + s;
  }
  const cmp = (a: number, b: number) => ranksBefore(ix, false, b, a);
  if (!exact) {
    for (let s = 0; s < n; s++) out[s] = s;
    return out.sort(cmp);
  }
  keys.sort();
  for (let i = 0; i < n; i++) out[i] = (keys[n - 1 - i] as number) % SLOT_SPAN;
  for (let i = 0; i < n; ) {
    const second = Math.floor((keys[n - 1 - i] as number) / SLOT_SPAN);
    let j = i + 1;
    while (j < n && Math.floor((keys[n - 1 - j] as number) / SLOT_SPAN) === second) j++;
    if (j - i > 1) out.subarray(i, j).sort(cmp);
    i = j;
  }
  return out;
}

/** `active` reordered by experience descending, stably (a counting sort: years are few). */
function byExperience(ix: ListedCandidates, active: Int32Array): Int32Array {
  let lo = 0;
  let hi = 0;
  for (const s of active) {
    const e = ix.experience[s] as number;
    if (e < lo) lo = e;
    if (e > hi) hi = e;
  }
  const at = new Int32Array(hi - lo + 2);
  for (const s of active) {
    const i = hi - (ix.experience[s] as number) + 1;
    at[i] = (at[i] as number) + 1;
  }
  for (let i = 1; i < at.length; i++) at[i] = (at[i] as number) + (at[i - 1] as number);
  const out = new Int32Array(active.length);
  for (const s of active) {
    const i = hi - (ix.experience[s] as number);
    out[at[i] as number] = s;
    at[i] = (at[i] as number) + 1;
  }
  return out;
}

function sorted(ix: ListedCandidates, sort: PageSort): Order {
  const n = Math.min(ix.slots.n, ix.cap);
  const active = orders.get(ix)?.active;
  const slots =
    sort === 'active'
      ? byActive(ix, n)
      : byExperience(
          ix,
          active && !active.dirtyList.length && active.slots.length === n ? active.slots : byActive(ix, n),
        );
  return { slots, dirty: new Uint32Array(Math.ceil(n / 32)), dirtyList: [] };
}

/** The order of `sort` for the index, sorted now if it was not. */
function orderOf(ix: ListedCandidates, sort: PageSort): Order {
  let kept = orders.get(ix);
  if (!kept) {
    kept = {};
    orders.set(ix, kept);
  }
  let o = kept[sort];
  if (!o) {
    o = sorted(ix, sort);
    kept[sort] = o;
  }
  return o;
}

/** Sorts the index's orders now (after a read, before it serves), so no search waits for it. */
export function sortPageOrders(ix: ListedCandidates): void {
  orderOf(ix, 'active');
  orderOf(ix, 'experience');
}

const isSet = (bits: Uint32Array, slot: number) => ((bits[slot >>> 5] as number) & (1 << (slot & 31))) !== 0;

/** Rows written in these slots (their keys may have moved; a new slot is past the order). */
export function pageOrderRowsWritten(ix: ListedCandidates, slots: number[]): void {
  const kept = orders.get(ix);
  if (!kept) return;
  for (const sort of ['active', 'experience'] as const) {
    const o = kept[sort];
    if (!o) continue;
    for (const slot of slots) {
      const w = slot >>> 5;
      if (w >= o.dirty.length) {
        const grown = new Uint32Array(Math.max(w + 1, Math.ceil(o.dirty.length * 1.25)));
        grown.set(o.dirty);
        o.dirty = grown;
      }
      if (isSet(o.dirty, slot)) continue;
      o.dirty[w] = (o.dirty[w] as number) | (1 << (slot & 31));
      o.dirtyList.push(slot);
    }
    if (o.dirtyList.length > MAX_DIRTY) kept[sort] = merged(ix, o, sort === 'experience');
  }
}

/** The order with its dirty rows taken out and merged back in at their places now. */
function merged(ix: ListedCandidates, o: Order, byExp: boolean): Order {
  const moved = o.dirtyList.sort((a, b) => ranksBefore(ix, byExp, b, a));
  const out = new Int32Array(o.slots.length + moved.length);
  let n = 0;
  let m = 0;
  for (const s of o.slots) {
    if (isSet(o.dirty, s)) continue;
    while (m < moved.length && ranksBefore(ix, byExp, moved[m] as number, s) > 0)
      out[n++] = moved[m++] as number;
    out[n++] = s;
  }
  while (m < moved.length) out[n++] = moved[m++] as number;
  return { slots: out.subarray(0, n), dirty: new Uint32Array(o.dirty.length), dirtyList: [] };
}

/**
 * The best `k` of the `count` rows set in `found`, best first, by `sort`: the first met walking the
 * order, or by the heap when the walk would visit more slots than the heap would rows (a rare match).
 */
export function topSlots(
  ix: ListedCandidates,
  sort: PageSort,
  found: Uint32Array,
  count: number,
  k: number,
): number[] {
  if (k <= 0 || count <= 0) return [];
  const byExp = sort === 'experience';
  const n = Math.min(ix.slots.n, ix.cap);
  // Expected slots walked: k among `count` spread over n. The heap visits every word and match.
  if ((Math.min(k, count) * n) / count > found.length + count * 4) {
    const heap = new TopN(k, ix, byExp);
    for (let w = 0; w < found.length; w++) {
      let bits = found[w] as number;
      while (bits !== 0) {
        const bit = bits & -bits;
        bits ^= bit;
        heap.offer((w << 5) | (31 - Math.clz32(bit)), 0);
      }
    }
    return heap.sorted();
  }
  const o = orderOf(ix, sort);
  const dirty = o.dirtyList.length ? o.dirty : null;
  const out: number[] = [];
  const slots = o.slots;
  for (let i = 0; i < slots.length && out.length < k; i++) {
    const s = slots[i] as number;
    if (s >>> 5 < found.length && isSet(found, s) && !(dirty && isSet(dirty, s))) out.push(s);
  }
  if (!dirty) return out;
  // The rows written since the sort that were found, ranked with the walk's.
  for (const s of o.dirtyList) if (s >>> 5 < found.length && isSet(found, s)) out.push(s);
  return out.sort((a, b) => ranksBefore(ix, byExp, b, a)).slice(0, k);
}
