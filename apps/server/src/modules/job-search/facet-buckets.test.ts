import { jobSearchQuerySchema } from '@portal/contract/jobs';
import { describe, expect, it } from 'vitest';
import { BUCKETS_PER_FACET, shownBuckets, shownFacets } from './facet-buckets';

const query = (qs: string) => jobSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(qs)));
/** 40 places, place i holding 100 - i jobs: place 39 is the quietest. */
const places = Array.from({ length: 40 }, (_, i) => ({ key: String(i), n: 100 - i }));

describe('the facet buckets an answer shows (and a pass keeps)', () => {
  it('shows the busiest 30, busiest first', () => {
    const shown = shownBuckets('location', [...places].reverse(), query(''));
    expect(shown).toHaveLength(BUCKETS_PER_FACET);
    expect(shown.map((b) => b.key)).toEqual(places.slice(0, 30).map((b) => b.key));
  });

  it('keeps a place the search is filtered by past the busiest, with its count', () => {
    const shown = shownBuckets('location', places, query('location=39,2'));
    expect(shown).toHaveLength(31);
    expect(shown.at(-1)).toEqual({ key: '39', n: 61 });
  });

  it('orders equal counts by id, so the order never depends on the pass', () => {
    const tied = [
      { key: '12', n: 5 },
      { key: '3', n: 5 },
      { key: '7', n: 9 },
    ];
    expect(shownBuckets('designation', tied, query('')).map((b) => b.key)).toEqual(['7', '3', '12']);
  });

  it('keeps every year and period bucket in its own order', () => {
    const years = Array.from({ length: 40 }, (_, i) => ({ key: String(i), n: i + 1 }));
    expect(shownFacets(new Map([['experience', years]]), query('')).get('experience')).toEqual(years);
  });
});
