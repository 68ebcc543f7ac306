import { bearer } from '../helpers/requests';
import type { Fixture, Owner } from './fixture';
import { byId, ownOrgOnly, type Table } from './table';

/*
 * Scorecards stay inside the job's organisation: another tenant's are not there (404) for everyone,
 * the operator's staff included (no cross-organisation code reaches them).
 */

/** The owner's job's criteria ids, read as its maker: what a scorecard rates. */
async function criteriaIds(fx: Fixture, o: Owner): Promise<number[]> {
  const res = await fx.app.inject({
    method: 'GET',
    url: `/api/scorecards/jobs/${await fx.obj.job(o)}/criteria`,
    headers: bearer(fx.maker[o]),
  });
  return res.json<{ data: { criteria: { id: number }[] } }>().data.criteria.map((c) => c.id);
}

export const SCORECARDS: Table = {
  'GET /api/scorecards/jobs/{id}/criteria': { tenancy: 'org', ...ownOrgOnly(200), call: byId('job') },
  'PUT /api/scorecards/jobs/{id}/criteria': {
    tenancy: 'org',
    ...ownOrgOnly(200),
    call: async (fx, o) => ({
      params: { id: await fx.obj.job(o) },
      payload: { criteria: (await criteriaIds(fx, o)).map((id, i) => ({ id, name: `Criterion ${i + 1}` })) },
    }),
  },
  'GET /api/scorecards/applications/{id}': { tenancy: 'org', ...ownOrgOnly(200), call: byId('application') },
  'PUT /api/scorecards/applications/{id}/mine': {
    tenancy: 'org',
    ...ownOrgOnly(200),
    call: async (fx, o) => ({
      params: { id: await fx.obj.application(o) },
      payload: {
        ratings: (await criteriaIds(fx, o)).map((criterion_id) => ({ criterion_id, rating: 4 })),
        recommendation: 'yes',
        notes: 'Matrix card',
      },
    }),
  },
};
