/// <reference path="./webassembly.d.ts" />
import { readFileSync } from 'node:fs';

/**
 * The index's facet values (the `keys` pool of listed-candidates.ts) held in WebAssembly memory, and
 * the pass's counting loop run over them in WebAssembly (count-ranges.wat): the same loop in
 * JavaScript pays a bounds check on every value read and every counter written, and took 1.7 times
 * as long (docs/performance.md, round 19). The values are the only column that has to be there; the
 * pass (memory-search.ts) hands over each counted row as a range of them.
 */
const PAGE = 65_536;
const compiled = new WebAssembly.Module(readFileSync(new URL('./count-ranges.wasm', import.meta.url)));

type Exports = {
  count16(ranges: number, n: number, counts: number): void;
  count32(ranges: number, n: number, counts: number): void;
};

export type CountingValues = Uint16Array | Int32Array;

/** Grows `memory` to hold `bytes` (growing detaches its views, even by nothing: not done then). */
function ensure(memory: WebAssembly.Memory, bytes: number): void {
  const have = memory.buffer.byteLength;
  if (bytes > have) memory.grow(Math.ceil((bytes - have) / PAGE));
}

export class CountingMemory {
  /** The values, from byte 0. */
  private readonly valueMemory = new WebAssembly.Memory({ initial: 1 });
  /** One count's counters, then its ranges. */
  private readonly scratchMemory = new WebAssembly.Memory({ initial: 1 });
  private readonly run: Exports;
  /** The values' view: replaced by `resize` (growing the memory detaches the old view). */
  values: CountingValues;
  /** Where the ranges begin in the scratch memory, in bytes (the counters are first). */
  private rangesAt = 0;
  private ranges: Int32Array;
  private counts: Int32Array;

  constructor(size: number) {
    this.run = new WebAssembly.Instance(compiled, {
      index: { values: this.valueMemory, scratch: this.scratchMemory },
    }).exports as unknown as Exports;
    this.values = this.resize(size, false);
    this.ranges = new Int32Array(0);
    this.counts = new Int32Array(0);
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
   * numbers a row (first value, past the last), and the counters, which may also be added to directly.
   * Valid until the next `begin`.
   */
  begin(rows: number, counters: number): { ranges: Int32Array; counts: Int32Array } {
    const rangesAt = Math.ceil(counters / 2) * 8;
    const memory = this.scratchMemory;
    if (this.counts.length !== counters || this.ranges.length < rows * 2) {
      ensure(memory, rangesAt + rows * 8);
      this.counts = new Int32Array(memory.buffer, 0, counters);
      this.ranges = new Int32Array(memory.buffer, rangesAt, (memory.buffer.byteLength - rangesAt) >> 2);
      this.rangesAt = rangesAt;
    }
    this.counts.fill(0);
    return { ranges: this.ranges, counts: this.counts };
  }

  /** Adds the values of the first `n` ranges to the counters. */
  count(n: number): void {
    if (this.values instanceof Int32Array) this.run.count32(this.rangesAt, n, 0);
    else this.run.count16(this.rangesAt, n, 0);
  }
}
