import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../src/core/db/schema/users';
import { phoneSlot } from '../helpers/interviews';
import { bearer } from '../helpers/requests';
import { created, type Fixture } from './tenancy-fixture';
import { ids, ok, ownOfA, type Row } from './tenancy-table';

/*
 * Interviews (issue 28) in the tenancy table: an interview is its organisation's alone, for the
 * operator's staff too; anyone else is told it does not exist and never lists it.
 */
const userOfA = async (fx: Fixture) => {
  const [u] = await fx.db.select({ id: users.id }).from(users).where(eq(users.email, fx.a.email));
  return u?.id as number;
};
const slot = async (fx: Fixture) => phoneSlot(await userOfA(fx), 6, '12:00');
/** A fresh interview of A's applicant, scheduled by A. */
const interviewOfA = async (fx: Fixture): Promise<number> =>
  created(
    fx.app.inject({
      method: 'POST',
      url: '/api/interviews',
      headers: bearer(fx.tokens.tenantA),
      payload: { application_id: fx.applicationA, ...(await slot(fx)) },
    }),
  );
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
