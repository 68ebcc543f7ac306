import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Db, queryRows } from '../../src/core/db/client';
import { clients } from '../../src/core/db/schema/clients';
import type { ReportScope } from '../../src/modules/reports/definition';
import { bearer, signIn } from './requests';

/** A day (YYYY-MM-DD) of a time zone: what a moment is called on the organisation's calendar. */
export const dayIn = (timeZone: string, at: Date | string | number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(at),
  );

/** The day `n` days before `day` (YYYY-MM-DD). */
export const daysBefore = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

/** What a report runs for: the organisation as stored (its name and time zone). */
export async function scopeOf(db: Db, clientId: number): Promise<ReportScope> {
  const [row] = await db
    .select({ name: clients.name, timeZone: clients.timeZone })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!row) throw new Error(`no organisation ${clientId}`);
  return { clientId, clientName: row.name, timeZone: row.timeZone };
}

/**
 * A second user of an organisation, as its staff make one: created by the operator's administrator,
 * the invitation's set-password link (read from the outbox) used, then signed in.
 */
export async function newTeamMember(
  app: FastifyInstance,
  db: Db,
  adminToken: string,
  org: { clientId: number; role: 'consultancy' | 'employer'; first: string; last: string },
) {
  const email = `${org.first}.${org.last}.${Date.now()}@example.com`.toLowerCase();
  const res = await app.inject({
    method: 'POST',
    url: '/api/employers/create-user',
    headers: bearer(adminToken),
    payload: { client_id: org.clientId, role: org.role, first_name: org.first, last_name: org.last, email },
  });
  if (res.statusCode !== 201) throw new Error(`create-user failed: ${res.statusCode} ${res.body}`);
  const id = res.json<{ data: { id: number } }>().data.id;
  const [mail] = await queryRows<{ text: string }>(
    db,
    sql`select text from outbox where "to" = ${email} order by id desc limit 1`,
  );
  const token = /set-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error('no set-password link');
  const password = 'Report-Harbour-Lantern-58';
  const set = await app.inject({
    method: 'POST',
    url: '/api/user/set-password',
    payload: { token, password },
  });
  if (set.statusCode !== 200) throw new Error(`set-password failed: ${set.statusCode} ${set.body}`);
  const kind = org.role === 'employer' ? 'employer' : 'consultancy';
  return { id, token: await signIn(app, kind, email, password), name: `${org.first} ${org.last}` };
}
