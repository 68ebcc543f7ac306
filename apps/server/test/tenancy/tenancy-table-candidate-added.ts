import { expect } from 'vitest';
import { z } from 'zod';
import { bearer } from '../helpers/requests';
import { created, type Fixture, oncePer } from './tenancy-fixture';
import { data, ids, ok, ownOfA, type Row } from './tenancy-table';

/*
 * A candidate tenant A added (issue 29 item 3): A's to read and complete until the candidate claims;
 * tenant B and the operator's staff are told he does not exist.
 */

const addedByA = oncePer((fx) =>
  created(
    fx.app.inject({
      method: 'POST',
      url: '/api/candidate/candidates-create',
      headers: bearer(fx.tokens.tenantA),
      payload: {
        first_name: 'Salem',
        last_name: 'Tenancy',
        email: `added-tenancy-${Math.random().toString(36).slice(2, 10)}@example.com`,
        phone: `+971 55 ${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`,
      },
    }),
  ),
);
const editable = data(z.object({ editable: z.boolean() }));

/** Another candidate A added, his headline (a word of his own) the only thing A filled in. */
const wordAddedId = new WeakMap<Fixture, number>();
const addedWithWordByA = oncePer(async (fx) => {
  const word = `tenancy${Math.random().toString(36).slice(2, 10).replace(/[0-9]/g, 'x')}`;
  const id = await created(
    fx.app.inject({
      method: 'POST',
      url: '/api/candidate/candidates-create',
      headers: bearer(fx.tokens.tenantA),
      payload: {
        first_name: 'Hamdan',
        last_name: 'Tenancy',
        email: `added-word-${word}@example.com`,
        phone: `+971 56 ${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`,
      },
    }),
  );
  const res = await fx.app.inject({
    method: 'PUT',
    url: `/api/candidate/added/${id}/summary`,
    headers: bearer(fx.tokens.tenantA),
    payload: { headline: `Reefer dispatcher ${word}`, summary: '' },
  });
  if (res.statusCode !== 200) throw new Error(`summary: ${res.statusCode} ${res.body}`);
  wordAddedId.set(fx, id);
  return { id, word };
});

export const CANDIDATE_ADDED_TABLE: Row[] = [
  {
    route: 'GET candidate/added/{id}',
    request: async (fx) => ({ method: 'GET', url: `/api/candidate/added/${await addedByA(fx)}` }),
    expect: ownOfA(ok(200, (b) => expect(editable(b).editable).toBe(true))),
  },
  {
    route: 'PATCH candidate/added/{id}/update',
    request: async (fx) => ({
      method: 'PATCH',
      url: `/api/candidate/added/${await addedByA(fx)}/update`,
      payload: { total_experience_years: 3 },
    }),
    expect: ownOfA(200),
  },
  {
    route: 'POST candidate/added/{id}/employments',
    request: async (fx) => ({
      method: 'POST',
      url: `/api/candidate/added/${await addedByA(fx)}/employments`,
      payload: {
        company: 'Al Noor Distribution',
        job_title: 'Driver',
        start_date: '2022-02-01',
        is_current: true,
      },
    }),
    expect: ownOfA(201),
  },
  {
    route: 'GET search/candidate/{id} (added by A, incomplete)',
    request: async (fx) => ({ method: 'GET', url: `/api/search/candidate/${await addedByA(fx)}` }),
    expect: ownOfA(200),
  },
  {
    // In A's CV search at once, incomplete as he is; in no other organisation's until he claims.
    route: 'GET search/candidate?q= (added by A, incomplete)',
    request: async (fx) => ({
      method: 'GET',
      url: `/api/search/candidate?q=${(await addedWithWordByA(fx)).word}`,
    }),
    expect: {
      operator: ok(200, (b, fx) => expect(ids(b)).not.toContain(wordAddedId.get(fx))),
      tenantA: ok(200, (b, fx) => expect(ids(b)).toEqual([wordAddedId.get(fx)])),
      tenantB: ok(200, (b, fx) => expect(ids(b)).not.toContain(wordAddedId.get(fx))),
      candidate: 403,
      guest: 401,
    },
  },
];
