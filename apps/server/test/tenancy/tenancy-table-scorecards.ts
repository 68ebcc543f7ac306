import { applicationScorecardsSchema, jobCriteriaSchema } from '@portal/contract/scorecards';
import { expect } from 'vitest';
import { bearer } from '../helpers/requests';
import type { Fixture } from './tenancy-fixture';
import { data, ok, ownOfA, type Row } from './tenancy-table';

/*
 * Scorecards (issue 28 item 3) in the tenancy table: the job's organisation's alone, for the
 * operator's staff too; the candidate never reaches them.
 */

const criteriaUrl = (fx: Fixture) => `/api/scorecards/jobs/${fx.jobA}/criteria`;
const cardsUrl = (fx: Fixture) => `/api/scorecards/applications/${fx.applicationA}`;

/** jobA's criteria ids as A reads them: a valid card for anyone who may send it. */
async function criteriaIds(fx: Fixture): Promise<number[]> {
  const res = await fx.app.inject({
    method: 'GET',
    url: criteriaUrl(fx),
    headers: bearer(fx.tokens.tenantA),
  });
  return data(jobCriteriaSchema)(res.json()).criteria.map((c) => c.id);
}

const criteriaOfJobA = (b: unknown, fx: Fixture) => {
  const got = data(jobCriteriaSchema)(b);
  expect(got.job_id).toBe(fx.jobA);
  expect(got.criteria.length).toBeGreaterThan(0);
};
const cardsOfApplicationA = (b: unknown, fx: Fixture) =>
  expect(data(applicationScorecardsSchema)(b)).toMatchObject({
    application_id: fx.applicationA,
    job_id: fx.jobA,
  });

export const SCORECARDS_TABLE: Row[] = [
  {
    route: 'GET scorecards/jobs/{id}/criteria',
    request: (fx) => ({ method: 'GET', url: criteriaUrl(fx) }),
    expect: ownOfA(ok(200, criteriaOfJobA)),
  },
  {
    // The same names again: A's list is unchanged for the other rows.
    route: 'PUT scorecards/jobs/{id}/criteria',
    request: async (fx) => {
      const res = await fx.app.inject({
        method: 'GET',
        url: criteriaUrl(fx),
        headers: bearer(fx.tokens.tenantA),
      });
      const criteria = data(jobCriteriaSchema)(res.json()).criteria.map((c) => ({ id: c.id, name: c.name }));
      return { method: 'PUT', url: criteriaUrl(fx), payload: { criteria } };
    },
    expect: ownOfA(ok(200, criteriaOfJobA)),
  },
  {
    route: 'GET scorecards/applications/{id}',
    request: (fx) => ({ method: 'GET', url: cardsUrl(fx) }),
    expect: ownOfA(ok(200, cardsOfApplicationA)),
  },
  {
    route: 'PUT scorecards/applications/{id}/mine',
    request: async (fx) => ({
      method: 'PUT',
      url: `${cardsUrl(fx)}/mine`,
      payload: {
        ratings: (await criteriaIds(fx)).map((criterion_id) => ({ criterion_id, rating: 3 })),
        recommendation: 'yes',
      },
    }),
    expect: ownOfA(
      ok(200, (b, fx) => {
        cardsOfApplicationA(b, fx);
        expect(data(applicationScorecardsSchema)(b).mine?.recommendation).toBe('yes');
      }),
    ),
  },
];
