import { and, desc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outbox } from '../../src/core/db/schema/outbox';
import { users } from '../../src/core/db/schema/users';
import { databaseOf } from './app';
import { candidateBody } from './requests';

const CONFIRM_LINK = /\/auth\/candidate\/confirm-email\?token=([A-Za-z0-9_-]{20,})/;

/** The token of the newest confirmation link queued for `email` (read from the mail outbox). */
export async function confirmationToken(app: FastifyInstance, email: string): Promise<string> {
  const { db } = databaseOf(app);
  const rows = await db
    .select({ text: outbox.text })
    .from(outbox)
    .where(
      and(eq(outbox.to, email.toLowerCase()), like(outbox.text, '%/auth/candidate/confirm-email?token=%')),
    )
    .orderBy(desc(outbox.id))
    .limit(1);
  const token = rows[0] && CONFIRM_LINK.exec(rows[0].text)?.[1];
  if (!token) throw new Error(`no confirmation link queued for ${email}`);
  return token;
}

export type RegisteredCandidate = { token: string; id: number; email: string; name: string };

/**
 * A candidate as a person makes one: the sign-up form, then the link of the confirmation mail,
 * which signs them in. Fails loudly when any step does.
 */
export async function registerCandidate(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<RegisteredCandidate> {
  const body = candidateBody(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/candidate/register', payload: body });
  if (res.statusCode !== 202) throw new Error(`candidate sign-up failed: ${res.statusCode} ${res.body}`);
  const email = String(body.email);
  const confirm = await app.inject({
    method: 'POST',
    url: '/api/candidate/confirm-email',
    payload: { token: await confirmationToken(app, email) },
  });
  if (confirm.statusCode !== 200)
    throw new Error(`confirming ${email} failed: ${confirm.statusCode} ${confirm.body}`);
  const data = confirm.json<{ data: { token: string; user: { id: number } } }>().data;
  return { token: data.token, id: data.user.id, email, name: `${body.first_name} ${body.last_name}` };
}

/** The id of the organisation whose first user registered with `email`. */
export async function clientIdOf(app: FastifyInstance, email: string): Promise<number> {
  const { db } = databaseOf(app);
  const [row] = await db
    .select({ clientId: users.clientId })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  if (!row?.clientId) throw new Error(`no organisation registered by ${email}`);
  return row.clientId;
}
