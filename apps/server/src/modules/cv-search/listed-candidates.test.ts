import { describe, expect, it } from 'vitest';
import { batchOf, indexRow, passOf } from '../../../test/helpers/cv-index-rows';
import { facetKey } from './facet-key';
import { emptyIndex, writeBatch } from './listed-candidates';

describe('the index in memory', () => {
  it('keeps ids and facet values past 16 bits exact (its pools widen to 32)', () => {
    const ix = emptyIndex(128);
    // 70 rows of 1,000 skills each: 70,000 facet values, past the 65,536 a 16-bit pool holds.
    const skillRows = Array.from({ length: 70 }, (_, r) =>
      indexRow(r + 1, {
        keys: Array.from({ length: 1000 }, (_, i) => facetKey('skills', r * 1000 + i + 1)).join(' '),
      }),
    );
    writeBatch(
      ix,
      batchOf([
        ...skillRows,
        indexRow(100, { certs: '70001', exps: '-1', cur: '70002', keys: String(facetKey('skills', 69_999)) }),
      ]),
    );
    expect(ix.keys.values).toBeInstanceOf(Int32Array);
    expect(ix.certificates.values).toBeInstanceOf(Int32Array);

    const bySkill = passOf(ix, { skills: '69999' });
    expect(bySkill.total).toBe(2);
    expect(bySkill.counts).toContainEqual({ facet: 'skills', id: 69_999, n: 2 });
    expect(bySkill.counts).toContainEqual({ facet: 'certification', id: 70_001, n: 1 });
    expect(passOf(ix, { certification: '70001' }).total).toBe(1);
    expect(passOf(ix, { designation: '70002' }).total).toBe(1);
  });

  it('starts its pools at 16 bits', () => {
    const ix = emptyIndex(16);
    writeBatch(ix, batchOf([indexRow(1, { keys: String(facetKey('skills', 7)), certs: '9', exps: '-1' })]));
    expect(ix.keys.values).toBeInstanceOf(Uint16Array);
    expect(passOf(ix, { skills: '7' }).counts).toContainEqual({ facet: 'skills', id: 7, n: 1 });
  });
});
