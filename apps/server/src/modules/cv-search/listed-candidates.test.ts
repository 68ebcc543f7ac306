import { cvSearchQuerySchema } from '@portal/contract/cv-search';
import { describe, expect, it } from 'vitest';
import { facetKey } from './facet-key';
import { emptyIndex, writeBatch } from './listed-candidates';
import { searchInMemory } from './memory-search';
import { type Batch, COLUMNS } from './repositories/listed-rows';

/** A batch as listed-rows.ts reads it: one comma-separated string per column. */
function batchOf(rows: Partial<Record<keyof typeof COLUMNS, string>>[]): Batch {
  const cols = Object.fromEntries(
    Object.keys(COLUMNS).map((k) => [k, rows.map((r) => r[k as keyof typeof COLUMNS] ?? '').join(',')]),
  ) as Record<keyof typeof COLUMNS, string>;
  return { n: rows.length, last: null, ...cols };
}

const row = (id: number, more: Partial<Record<keyof typeof COLUMNS, string>> = {}) => ({
  id: String(id),
  exp: '3',
  cv: '1',
  act: String(1_700_000_000_000_000 + id),
  upd: '1700000000000000',
  ...more,
});

const search = (ix: ReturnType<typeof emptyIndex>, params: Record<string, string>) =>
  searchInMemory(ix, cvSearchQuerySchema.parse({ ...params, sort: 'last_active' }), 1, null, null, new Map());

describe('the index in memory', () => {
  it('keeps ids and facet values past 16 bits exact (its pools widen to 32)', () => {
    const ix = emptyIndex(128);
    // 70 rows of 1,000 skills each: 70,000 facet values, past the 65,536 a 16-bit pool holds.
    const skillRows = Array.from({ length: 70 }, (_, r) =>
      row(r + 1, {
        keys: Array.from({ length: 1000 }, (_, i) => facetKey('skills', r * 1000 + i + 1)).join(' '),
      }),
    );
    writeBatch(
      ix,
      batchOf([
        ...skillRows,
        row(100, { certs: '70001', exps: '-1', cur: '70002', keys: String(facetKey('skills', 69_999)) }),
      ]),
    );
    expect(ix.keys.values).toBeInstanceOf(Int32Array);
    expect(ix.certificates.values).toBeInstanceOf(Int32Array);

    const bySkill = search(ix, { skills: '69999' });
    expect(bySkill.total).toBe(2);
    expect(bySkill.counts).toContainEqual({ facet: 'skills', id: 69_999, n: 2 });
    expect(bySkill.counts).toContainEqual({ facet: 'certification', id: 70_001, n: 1 });
    expect(search(ix, { certification: '70001' }).total).toBe(1);
    expect(search(ix, { designation: '70002' }).total).toBe(1);
  });

  it('starts its pools at 16 bits', () => {
    const ix = emptyIndex(16);
    writeBatch(ix, batchOf([row(1, { keys: String(facetKey('skills', 7)), certs: '9', exps: '-1' })]));
    expect(ix.keys.values).toBeInstanceOf(Uint16Array);
    expect(search(ix, { skills: '7' }).counts).toContainEqual({ facet: 'skills', id: 7, n: 1 });
  });
});
