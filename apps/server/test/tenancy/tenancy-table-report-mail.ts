import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { z } from 'zod';
import { users } from '../../src/core/db/schema/users';
import { unsubscribeToken } from '../../src/platform/mail/unsubscribe-token';
import { TEST_JWT_SECRET } from '../setup/constants';
import { data, ok, type Row } from './tenancy-table';

/*
 * The weekly report mail's one-click unsubscribe (issue 30): the signed token names one user, so
 * whoever posts it (signed in as anyone, or not) turns off that user's mail and nobody else's; a
 * token of another purpose or a forged one is refused.
 */
const secret = new TextEncoder().encode(TEST_JWT_SECRET);
const weekly = data(z.object({ weekly: z.boolean() }));

export const REPORT_MAIL_TABLE: Row[] = [
  {
    route: "POST reports/subscription/unsubscribe (A's user's token)",
    request: async (fx) => {
      const [u] = await fx.db.select({ id: users.id }).from(users).where(eq(users.email, fx.a.email));
      const token = unsubscribeToken(secret, u?.id as number, 'report-weekly-unsubscribe');
      return { method: 'POST', url: '/api/reports/subscription/unsubscribe', payload: { token } };
    },
    expect: {
      operator: ok(200, (b) => expect(weekly(b)).toEqual({ weekly: false })),
      tenantA: ok(200, (b) => expect(weekly(b)).toEqual({ weekly: false })),
      tenantB: ok(200, (b) => expect(weekly(b)).toEqual({ weekly: false })),
      candidate: 200,
      guest: 200,
    },
  },
  {
    route: 'POST reports/subscription/unsubscribe (a job alert token)',
    request: async (fx) => {
      const [u] = await fx.db.select({ id: users.id }).from(users).where(eq(users.email, fx.b.email));
      const token = unsubscribeToken(secret, u?.id as number, 'job-alert-unsubscribe');
      return { method: 'POST', url: '/api/reports/subscription/unsubscribe', payload: { token } };
    },
    expect: { operator: 400, tenantA: 400, tenantB: 400, candidate: 400, guest: 400 },
  },
];
