import type { CvFacet } from '@portal/contract/cv-search';
import { describe, expect, it } from 'vitest';
import { batchOf, indexRow, passOf } from '../../../test/helpers/cv-index-rows';
import { facetKey } from './facet-key';
import { emptyIndex, writeBatch } from './listed-candidates';

/**
 * The pass's facet counts against a count written out by hand, on rows dense enough that the rows
 * failing one filter are counted by their values' bitsets (countedByBits), not row by row.
 */
type Person = {
  id: number;
  city: number;
  state: number;
  nationality: number;
  notice: number;
  desired: number[];
};

// Master ids are one sequence: states, cities, countries, notice periods apart.
const STATES = [11, 12, 13, 14, 15];
const CITIES = [21, 22, 23, 24, 25, 26, 27];
const NATIONALITIES = [31, 32, 33];
const NOTICES = [41, 42, 43];

const people: Person[] = Array.from({ length: 640 }, (_, i) => ({
  id: i + 1,
  state: STATES[i % 5] as number,
  city: CITIES[i % 7] as number,
  nationality: NATIONALITIES[i % 3] as number,
  notice: NOTICES[(i >> 2) % 3] as number,
  desired: i % 4 === 0 ? [STATES[0] as number, STATES[1] as number] : [STATES[i % 5] as number],
}));

/** What each facet counts of a person (migration 0051's facet_keys: the state for the current location). */
const held = (p: Person): Partial<Record<CvFacet, number[]>> => ({
  current_location: [p.state],
  desired_location: p.desired,
  nationality: [p.nationality],
  notice_period: [p.notice],
});

function indexOfPeople() {
  const ix = emptyIndex(1024);
  writeBatch(
    ix,
    batchOf(
      people.map((p) =>
        indexRow(p.id, {
          city: String(p.city),
          state: String(p.state),
          nat: String(p.nationality),
          notice: String(p.notice),
          keys: Object.entries(held(p))
            .flatMap(([f, ids]) => ids.map((id) => facetKey(f as CvFacet, id)))
            .join(' '),
        }),
      ),
    ),
  );
  return ix;
}

/** The SQL's rules: a person failing one filter counts in that facet only; failing two, nowhere. */
function expected(filters: Partial<Record<CvFacet, (p: Person) => boolean>>) {
  const counts = new Map<string, number>();
  let total = 0;
  for (const p of people) {
    const failing = Object.entries(filters).flatMap(([f, ok]) => (ok(p) ? [] : [f]));
    if (failing.length > 1) continue;
    if (failing.length === 0) total++;
    for (const [f, ids] of Object.entries(held(p)))
      if (failing.length === 0 || failing[0] === f)
        for (const id of ids) counts.set(`${f} ${id}`, (counts.get(`${f} ${id}`) ?? 0) + 1);
  }
  return { total, counts: [...counts].sort() };
}

const countsOf = (a: { counts: { facet: string; id: number; n: number }[] }) =>
  a.counts.map((c) => [`${c.facet} ${c.id}`, c.n] as [string, number]).sort();

describe('the CV search pass counts the rows failing one filter', () => {
  const ix = indexOfPeople();

  it('by a city, counting states', () => {
    const a = passOf(ix, { current_location: '22' });
    const e = expected({ current_location: (p) => p.city === 22 });
    expect(a.total).toBe(e.total);
    expect(countsOf(a)).toEqual(e.counts);
  });

  it('by two filters: each counts the rows passing the other', () => {
    const a = passOf(ix, { current_location: '12,13', nationality: '31' });
    const e = expected({
      current_location: (p) => p.state === 12 || p.state === 13,
      nationality: (p) => p.nationality === 31,
    });
    expect(a.total).toBe(e.total);
    expect(countsOf(a)).toEqual(e.counts);
  });

  it('by values held several to a row, with a third filter', () => {
    const a = passOf(ix, { desired_location: '11', notice_period: '41,43', nationality: '32,33' });
    const e = expected({
      desired_location: (p) => p.desired.includes(11),
      notice_period: (p) => p.notice === 41 || p.notice === 43,
      nationality: (p) => p.nationality !== 31,
    });
    expect(a.total).toBe(e.total);
    expect(countsOf(a)).toEqual(e.counts);
  });
});
