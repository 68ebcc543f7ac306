import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../src/core/db/schema/users';
import type { Fixture, Who } from './tenancy-fixture';
import { type Cell, ids, ok, type Row } from './tenancy-table';

/*
 * Interviews (issue 28) in the tenancy table: an interview is its organisation's alone, for the
 * operator's staff too; anyone else is told it does not exist and never lists it.
 */
const ownOfA = (tenantA: Cell): Record<Who, Cell> => ({
  operator: 404,
  tenantA,
  tenantB: 404,
  candidate: 403,
  guest: 401,
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const userOfA = async (fx: Fixture) => {
  const [u] = await fx.db.select({ id: users.id }).from(users).where(eq(users.email, fx.a.email));
  return u?.id as number;
};
const slot = async (fx: Fixture) => ({
  date: inDays(6),
  time: '12:00',
  duration_minutes: 30,
  kind: 'phone',
  interviewer_ids: [await userOfA(fx)],
});
/** A fresh interview of A's applicant, scheduled by A. */
async function interviewOfA(fx: Fixture): Promise<number> {
  const res = await fx.app.inject({
    method: 'POST',
    url: '/api/interviews',
    headers: { authorization: `Bearer ${fx.tokens.tenantA}` },
    payload: { application_id: fx.applicationA, ...(await slot(fx)) },
  });
  if (res.statusCode !== 201) throw new Error(`setup failed: ${res.statusCode} ${res.body}`);
  return res.json<{ data: { id: number } }>().data.id;
}
/** A's interview the list row looks for, made on its first call. */
let listed = 0;

export const INTERVIEW_TABLE: Row[] = [
  {
    route: 'GET interviews/',
    request: async (fx) => {
      listed ||= await interviewOfA(fx);
      return { method: 'GET', url: '/api/interviews?page_size=100' };
    },
    expect: {
      operator: ok(200, (b) => expect(ids(b)).not.toContain(listed)),
      tenantA: ok(200, (b) => expect(ids(b)).toContain(listed)),
      tenantB: ok(200, (b) => expect(ids(b)).not.toContain(listed)),
      candidate: 403,
      guest: 401,
    },
  },
  {
    route: 'GET interviews/application/{id}',
    request: (fx) => ({ method: 'GET', url: `/api/interviews/application/${fx.applicationA}` }),
    expect: ownOfA(200),
  },
  {
    route: 'POST interviews/',
    request: async (fx) => ({
      method: 'POST',
      url: '/api/interviews',
      payload: { application_id: fx.applicationA, ...(await slot(fx)) },
    }),
    // The panel must be A's team: another organisation cannot even name A's applicant.
    expect: ownOfA(201),
  },
  {
    route: 'PATCH interviews/{id}',
    request: async (fx) => ({
      method: 'PATCH',
      url: `/api/interviews/${await interviewOfA(fx)}`,
      payload: await slot(fx),
    }),
    expect: ownOfA(200),
  },
  {
    route: 'POST interviews/{id}/cancel',
    request: async (fx) => ({
      method: 'POST',
      url: `/api/interviews/${await interviewOfA(fx)}/cancel`,
      payload: {},
    }),
    expect: ownOfA(200),
  },
  {
    // The candidate of A's applicant sees the interview; no organisation reaches this route.
    route: 'GET interviews/mine',
    request: () => ({ method: 'GET', url: '/api/interviews/mine' }),
    expect: { operator: 403, tenantA: 403, tenantB: 403, candidate: 200, guest: 401 },
  },
];
