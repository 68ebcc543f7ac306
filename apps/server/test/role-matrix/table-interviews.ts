import type { Caller, Fixture, Owner } from './fixture';
import { anyone, type Expect, only, type Table } from './table';

/** applications.manage: every organisation user; not the custom role. */
const RECRUITERS: readonly Caller[] = [
  'employer',
  'consultancy',
  'consultancy_admin',
  'ats',
  'staff',
  'master_admin',
];

/** Interviews are the owner organisation's alone: the operator's staff reach only the operator's. */
const ownOnly = (status: number) => ({
  own: only(status, RECRUITERS),
  other: only(404, RECRUITERS) as Expect,
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const slot = async (fx: Fixture, o: Owner) => ({
  date: inDays(4),
  time: '11:00',
  duration_minutes: 30,
  kind: 'phone',
  interviewer_ids: [await fx.obj.member(o)],
});
/** An interview of the owner's application (cand2's), scheduled by the owner. */
const interview = async (fx: Fixture, o: Owner): Promise<number> => {
  const res = await fx.app.inject({
    method: 'POST',
    url: '/api/interviews',
    headers: { authorization: `Bearer ${fx.maker[o]}` },
    payload: { application_id: await fx.obj.application(o), ...(await slot(fx, o)) },
  });
  if (res.statusCode !== 201) throw new Error(`setup failed: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res.json<{ data: { id: number } }>().data.id;
};

export const INTERVIEWS: Table = {
  'GET /api/interviews': { expect: only(200, RECRUITERS) },
  'GET /api/interviews/options': { expect: only(200, RECRUITERS) },
  'GET /api/interviews/application/{id}': {
    tenancy: 'org',
    ...ownOnly(200),
    call: async (fx, o) => ({ params: { id: await fx.obj.application(o) } }),
  },
  'POST /api/interviews': {
    tenancy: 'org',
    ...ownOnly(201),
    call: async (fx, o) => ({
      payload: { application_id: await fx.obj.application(o), ...(await slot(fx, o)) },
    }),
  },
  'PATCH /api/interviews/{id}': {
    tenancy: 'org',
    ...ownOnly(200),
    call: async (fx, o) => ({ params: { id: await interview(fx, o) }, payload: await slot(fx, o) }),
  },
  'POST /api/interviews/{id}/cancel': {
    tenancy: 'org',
    ...ownOnly(200),
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
