import { expect } from 'vitest';
import { z } from 'zod';
import { bearer } from '../helpers/requests';
import { created, oncePer } from './tenancy-fixture';
import { data, ok, ownOfA, type Row } from './tenancy-table';

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
];
