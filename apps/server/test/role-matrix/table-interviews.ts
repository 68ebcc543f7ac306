import { phoneSlot } from '../helpers/interviews';
import type { Fixture, Owner } from './fixture';
import { anyone, only, ownOrgOnly, RECRUITERS, type Table } from './table';

/* Interviews are the owner organisation's alone: the operator's staff reach only the operator's. */

const slot = async (fx: Fixture, o: Owner) => phoneSlot(await fx.obj.member(o), 4, '11:00');
/** An interview of the owner's application (cand2's), scheduled by the owner. */
const interview = async (fx: Fixture, o: Owner): Promise<number> =>
  fx
    .post(fx.maker[o], '/api/interviews', {
      application_id: await fx.obj.application(o),
      ...(await slot(fx, o)),
    })
    .then((d) => d.id);

export const INTERVIEWS: Table = {
  'GET /api/interviews': { expect: only(200, RECRUITERS) },
  'GET /api/interviews/options': { expect: only(200, RECRUITERS) },
  'GET /api/interviews/application/{id}': {
    tenancy: 'org',
    ...ownOrgOnly(200),
    call: async (fx, o) => ({ params: { id: await fx.obj.application(o) } }),
  },
  'POST /api/interviews': {
    tenancy: 'org',
    ...ownOrgOnly(201),
    call: async (fx, o) => ({
      payload: { application_id: await fx.obj.application(o), ...(await slot(fx, o)) },
    }),
  },
  'PATCH /api/interviews/{id}': {
    tenancy: 'org',
    ...ownOrgOnly(200),
    call: async (fx, o) => ({ params: { id: await interview(fx, o) }, payload: await slot(fx, o) }),
  },
  'POST /api/interviews/{id}/cancel': {
    tenancy: 'org',
    ...ownOrgOnly(200),
    call: async (fx, o) => ({ params: { id: await interview(fx, o) }, payload: {} }),
  },
  // The candidates' side: cand2's interview is not the calling candidate's (404); nobody else's route.
  'GET /api/interviews/mine': { expect: only(200, ['candidate']) },
  'POST /api/interviews/mine/{id}/answer': {
    expect: only(404, ['candidate']),
    call: async (fx) => ({ params: { id: await interview(fx, 'A') }, payload: { answer: 'accepted' } }),
  },
  // The mailed link works signed out: the token alone decides (a forged one is not found).
  'GET /api/interviews/link': { expect: anyone(404), call: () => ({ query: 'token=1.2.3.forged' }) },
  'POST /api/interviews/link/answer': {
    expect: anyone(404),
    call: () => ({ payload: { token: '1.2.3.forged', answer: 'accepted' } }),
  },
};
