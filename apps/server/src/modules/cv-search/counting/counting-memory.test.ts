import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileWat } from '../../../../../../scripts/build-wasm.mjs';
import { CountingMemory } from './counting-memory';

const here = (name: string) => new URL(name, import.meta.url);

describe('the facet counting loop in WebAssembly', () => {
  it('is the binary its source compiles to (npm run build:wasm)', async () => {
    const path = here('./count-ranges.wat');
    expect(Buffer.from(readFileSync(here('./count-ranges.wasm')))).toEqual(await compileWat(path.pathname));
  });

  it('adds one to the counter of each value in each range, 16-bit values', () => {
    const memory = new CountingMemory(16);
    memory.values.set([3, 1, 3, 0, 2, 2, 2]);
    const { ranges, counts } = memory.begin(3, 5);
    counts[4] = 7; // counted apart by the caller (by bits), kept
    ranges.set([0, 3, 3, 3, 4, 7]);
    memory.count(3);
    expect([...counts]).toEqual([0, 1, 3, 2, 7]);
    // The next count starts from zero.
    expect([...memory.begin(1, 5).counts]).toEqual([0, 0, 0, 0, 0]);
  });

  it('keeps the values when they grow, and when a value past 0xffff widens them to 32 bits', () => {
    const memory = new CountingMemory(4);
    memory.values.set([1, 2, 3, 4]);
    const grown = memory.resize(300_000, false);
    expect(grown).toBeInstanceOf(Uint16Array);
    expect([...grown.slice(0, 4)]).toEqual([1, 2, 3, 4]);
    const wide = memory.resize(300_000, true);
    expect(wide).toBeInstanceOf(Int32Array);
    expect([...wide.slice(0, 4)]).toEqual([1, 2, 3, 4]);
    wide[299_999] = 70_000 - 69_996; // counter 4, at the far end of the values
    const { ranges, counts } = memory.begin(2, 5);
    ranges.set([0, 2, 299_999, 300_000]);
    memory.count(2);
    expect([...counts]).toEqual([0, 1, 1, 0, 1]);
  });

  it('makes room for more rows and counters than the last count had', () => {
    const memory = new CountingMemory(8);
    memory.values.set([0, 1, 2, 3, 4, 5, 6, 7]);
    memory.begin(1, 2);
    const rows = 100_000;
    const { ranges, counts } = memory.begin(rows, 8);
    for (let i = 0; i < rows; i++) {
      ranges[2 * i] = i % 8;
      ranges[2 * i + 1] = 8;
    }
    memory.count(rows);
    // Row i counts values i % 8 .. 7: value v is in the rows whose i % 8 <= v.
    expect([...counts]).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((v) => (rows / 8) * (v + 1)));
  });
});
