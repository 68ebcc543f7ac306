import { expect } from 'vitest';
import { allMasters, listedCandidate, uniqueWord } from '../helpers/cv-fixture';
import { bearer } from '../helpers/requests';
import { created, type Fixture, oncePer } from './tenancy-fixture';
import { type Cell, ids, ok, type Row } from './tenancy-table';

/*
 * The CV database's "Similar candidates" (issue 29 item 6) in the tenancy table: the CV database is
 * every organisation's (the search lists the same candidates to all), so A, B and the operator's
 * staff each get the same list: the listed twin, never the candidate himself nor a hidden twin.
 */

type Made = { seen: number; twin: number; hiddenTwin: number };
const made = new WeakMap<Fixture, Made>();

const candidates = oncePer(async (fx): Promise<Made> => {
  const base = await allMasters(fx.app);
  // A skill of this table's own, so no other candidate competes for the six places.
  const skill = await created(
    fx.app.inject({
      method: 'POST',
      url: '/api/master/admin/skills',
      headers: bearer(fx.tokens.operator),
      payload: { name: `Tenancy skill ${uniqueWord()}` },
    }),
  );
  const m = (list: string, slug: string) => (slug === 'own' ? skill : base(list, slug));
  const spec = { skills: ['own'], experience: 6 };
  const seen = await listedCandidate(fx.app, m, { ...spec, first_name: 'Seen' });
  const twin = await listedCandidate(fx.app, m, { ...spec, first_name: 'Twin' });
  const hiddenTwin = await listedCandidate(fx.app, m, { ...spec, first_name: 'Hidden', hidden: true });
  const out = { seen: seen.id, twin: twin.id, hiddenTwin: hiddenTwin.id };
  made.set(fx, out);
  return out;
});

const theTwinOnly: Cell = ok(200, (b, fx) => {
  const m = made.get(fx);
  expect(ids(b)).toEqual([m?.twin]);
});

export const CV_SEARCH_TABLE: Row[] = [
  {
    route: 'GET search/candidate/{id}/similar',
    request: async (fx) => ({
      method: 'GET',
      url: `/api/search/candidate/${(await candidates(fx)).seen}/similar`,
    }),
    expect: { operator: theTwinOnly, tenantA: theTwinOnly, tenantB: theTwinOnly, candidate: 403, guest: 401 },
  },
];
