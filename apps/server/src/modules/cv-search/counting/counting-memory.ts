/// <reference path="./webassembly.d.ts" />
import { readFileSync } from 'node:fs';

/**
 * The index's facet values (the `keys` pool of listed-candidates.ts) held in WebAssembly memory, with
 * where each row's values start and how many it has, and the pass's counting loops run over them in
 * WebAssembly (count-ranges.wat): the same loop in JavaScript pays a bounds check on every value read
 * and every counter written, and took 1.7 times as long (docs/performance.md, round 19). The pass
 * (memory-search.ts) hands over the rows counted whole as a bitset, the others as ranges of values.
 */
const PAGE = 65_536;
const compiled = new WebAssembly.Module(readFileSync(new URL('./count-ranges.wasm', import.meta.url)));

type Exports = {
  count16(ranges: number, n: number, counts: number): void;
  count32(ranges: number, n: number, counts: number): void;
  countFound16(found: number, words: number, lens: number, counts: number): void;
  countFound32(found: number, words: number, lens: number, counts: number): void;
};

/** Where each row's values start in the pool, and how many it has, by slot. */
export type RowRanges = { start: Int32Array; len: Uint16Array };

export type CountingValues = Uint16Array | Int32Array;

/** Grows `memory` to hold `bytes` (growing detaches its views, even by nothing: not done then). */
function ensure(memory: WebAssembly.Memory, bytes: number): void {
  const have = memory.buffer.byteLength;
  if (bytes > have) memory.grow(Math.ceil((bytes - have) / PAGE));
}

export class CountingMemory {
  /** The values, from byte 0. */
  private readonly valueMemory = new WebAssembly.Memory({ initial: 1 });
  /** One count's counters, then its bitset of rows, then its ranges. */
  private readonly scratchMemory = new WebAssembly.Memory({ initial: 1 });
  /** The rows' starts (from byte 0), then their lengths. */
  private readonly rowMemory = new WebAssembly.Memory({ initial: 1 });
  private readonly run: Exports;
  /** The values' view: replaced by `resize` (growing the memory detaches the old view). */
  values: CountingValues;
  /** The rows' views: replaced by `resizeRows`. */
  rows: RowRanges;
  /** Where the bitset and the ranges begin in the scratch memory, in bytes (the counters are first). */
  private foundAt = 0;
  private rangesAt = 0;
  private ranges: Int32Array;
  private counts: Int32Array;
  private found: Uint32Array;

  constructor(size: number, slots: number) {
    this.run = new WebAssembly.Instance(compiled, {
      index: { values: this.valueMemory, scratch: this.scratchMemory, rows: this.rowMemory },
    }).exports as unknown as Exports;
    this.values = this.resize(size, false);
    this.rows = { start: new Int32Array(0), len: new Uint16Array(0) };
    this.resizeRows(slots);
    this.ranges = new Int32Array(0);
    this.counts = new Int32Array(0);
    this.found = new Uint32Array(0);
  }

  /** Room for `slots` rows' starts and lengths; what was there kept, the rest zero. */
  resizeRows(slots: number): RowRanges {
    // The lengths move (they follow the starts), and growing detaches the old views: copied out first.
    const start = this.rows.start.slice();
    const len = this.rows.len.slice();
    ensure(this.rowMemory, slots * 6);
    const rows = {
      start: new Int32Array(this.rowMemory.buffer, 0, slots),
      len: new Uint16Array(this.rowMemory.buffer, slots * 4, slots),
    };
    rows.start.fill(0);
    rows.len.fill(0);
    rows.start.set(start.subarray(0, slots));
    rows.len.set(len.subarray(0, slots));
    this.rows = rows;
    return rows;
  }

  /** Room for `size` values, 32 bits each when `wide` (once widened, they stay so); what was there kept. */
  resize(size: number, wide: boolean): CountingValues {
    const before = this.values as CountingValues | undefined;
    const widen = wide && !(before instanceof Int32Array);
    // Widened values are written afresh: copied out first, as growing detaches the old view.
    const kept = widen && before ? Int32Array.from(before) : null;
    const bytes = size * (wide ? 4 : 2);
    ensure(this.valueMemory, bytes);
    const values = wide
      ? new Int32Array(this.valueMemory.buffer, 0, size)
      : new Uint16Array(this.valueMemory.buffer, 0, size);
    if (kept) values.set(kept);
    this.values = values;
    return values;
  }

  /**
   * Starts a count of up to `rows` ranges into `counters` counters (zeroed): the ranges to fill, two
   * numbers a row (first value, past the last), a bitset of `words` words (zeroed) of the rows to
   * count whole, and the counters, which may also be added to directly. Valid until the next `begin`.
   */
  begin(
    rows: number,
    counters: number,
    words: number,
  ): { ranges: Int32Array; counts: Int32Array; found: Uint32Array } {
    const foundAt = Math.ceil(counters / 2) * 8;
    const rangesAt = foundAt + Math.ceil(words / 2) * 8;
    const memory = this.scratchMemory;
    if (this.counts.length !== counters || this.found.length !== words || this.ranges.length < rows * 2) {
      ensure(memory, rangesAt + rows * 8);
      this.counts = new Int32Array(memory.buffer, 0, counters);
      this.found = new Uint32Array(memory.buffer, foundAt, words);
      this.ranges = new Int32Array(memory.buffer, rangesAt, (memory.buffer.byteLength - rangesAt) >> 2);
      this.foundAt = foundAt;
      this.rangesAt = rangesAt;
    }
    this.counts.fill(0);
    this.found.fill(0);
    return { ranges: this.ranges, counts: this.counts, found: this.found };
  }

  /**
   * Adds the values of the first `n` ranges to the counters, and when `whole`, all the values of the
   * rows set in the bitset.
   */
  count(n: number, whole: boolean): void {
    const wide = this.values instanceof Int32Array;
    if (wide) this.run.count32(this.rangesAt, n, 0);
    else this.run.count16(this.rangesAt, n, 0);
    if (!whole) return;
    const words = this.found.length;
    const lens = this.rows.start.length * 4;
    if (wide) this.run.countFound32(this.foundAt, words, lens, 0);
    else this.run.countFound16(this.foundAt, words, lens, 0);
  }
}
