import { describe, expect, it } from 'vitest';
import { batchOf, type IndexRow, indexRow } from '../../../test/helpers/cv-index-rows';
import { emptyIndex, type ListedCandidates, writeBatch } from './listed-candidates';
import { type PageSort, pageOrderRowsWritten, ranksBefore, topSlots } from './page-order';

/**
 * The page taken in sort order after the pass against every found row sorted by the SQL's rule: on
 * results dense enough to walk the order and sparse enough for the heap, and after rows are written
 * (out of place until merged back).
 */
let seed = 7;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

const SECOND = 1_000_000;
const BASE = 1_700_000_000 * SECOND;
/** Activity over a few minutes, so many rows share a second, and some the same microsecond. */
const row = (id: number): IndexRow =>
  indexRow(id, {
    act: String(BASE + Math.floor(random() * 300) * SECOND + (random() < 0.5 ? 0 : Math.floor(random() * 5))),
    exp: String(Math.floor(random() * 12) - 1),
  });

function indexOf(n: number): ListedCandidates {
  const ix = emptyIndex(n + 64);
  writeBatch(ix, batchOf(Array.from({ length: n }, (_, i) => row(i + 1))));
  return ix;
}

function foundOf(ix: ListedCandidates, share: number): { bits: Uint32Array; slots: number[] } {
  const bits = new Uint32Array(Math.ceil(ix.slots.n / 32));
  const slots: number[] = [];
  for (let s = 0; s < ix.slots.n; s++)
    if (random() < share) {
      bits[s >>> 5] = (bits[s >>> 5] as number) | (1 << (s & 31));
      slots.push(s);
    }
  return { bits, slots };
}

const expected = (ix: ListedCandidates, sort: PageSort, slots: number[], k: number) =>
  [...slots].sort((a, b) => ranksBefore(ix, sort === 'experience', b, a)).slice(0, k);

function checkPages(ix: ListedCandidates) {
  for (const sort of ['active', 'experience'] as const)
    for (const share of [0.6, 0.05, 0.002])
      for (const k of [20, 200]) {
        const { bits, slots } = foundOf(ix, share);
        expect(topSlots(ix, sort, bits, slots.length, k), `${sort}, ${share} found, k ${k}`).toEqual(
          expected(ix, sort, slots, k),
        );
      }
}

describe('the page of a search in memory', () => {
  it('is the best rows by last active or experience, then last active, then user id', () => {
    const ix = indexOf(3000);
    checkPages(ix);
  });

  it('stays right as rows are written, and after they are merged back into the order', () => {
    const ix = indexOf(3000);
    checkPages(ix);
    // A few rows move (some to the top) and new ones come: out of place in the order until merged.
    const moved = [...Array.from({ length: 40 }, () => 1 + Math.floor(random() * 3000)), 3001, 3002, 3003];
    const rows = moved.map((id, i) =>
      i % 5 === 0 ? indexRow(id, { act: String(BASE + 400 * SECOND + i), exp: '40' }) : row(id),
    );
    pageOrderRowsWritten(ix, writeBatch(ix, batchOf(rows)));
    checkPages(ix);
    // More rows written than a search ranks apart: merged into the order.
    pageOrderRowsWritten(ix, writeBatch(ix, batchOf(Array.from({ length: 1500 }, (_, i) => row(i + 500)))));
    checkPages(ix);
  });

  it('is empty when nothing is found or nothing asked', () => {
    const ix = indexOf(100);
    expect(topSlots(ix, 'active', new Uint32Array(4), 0, 20)).toEqual([]);
    expect(topSlots(ix, 'active', foundOf(ix, 1).bits, 100, 0)).toEqual([]);
  });
});
