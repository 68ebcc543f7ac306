import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/core/db/client';
import { clients } from '../../src/core/db/schema/clients';
import { users } from '../../src/core/db/schema/users';
import { uniqueWord } from './cv-fixture';
import { clientIdOf } from './registration';
import { bearer, clientBody, DEMO, signIn } from './requests';

/** The operator organisation's id (made by the seed). */
export async function operatorClientId(db: Db): Promise<number> {
  const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.isOperator, true));
  if (!row) throw new Error('the seed made no operator organisation');
  return row.id;
}

export type Tenant = { id: number; token: string; email: string; password: string };

/**
 * A tenant as a user makes one: an organisation registered through the public form, then activated
 * by the operator's staff. A consultancy's first user is its consultancy_admin.
 */
export async function newTenant(
  app: FastifyInstance,
  adminToken: string,
  type: 'employer' | 'consultancy',
  name: string,
): Promise<Tenant> {
  const body = clientBody({ client_type: type, company_name: name });
  const reg = await app.inject({ method: 'POST', url: '/api/employers/register', payload: body });
  if (reg.statusCode !== 202) throw new Error(`registration failed: ${reg.statusCode} ${reg.body}`);
  const id = await clientIdOf(app, body.email as string);
  const act = await app.inject({
    method: 'PATCH',
    url: `/api/employers/${id}/status`,
    headers: bearer(adminToken),
    payload: { action: 'activate' },
  });
  if (act.statusCode !== 200) throw new Error(`activation failed: ${act.statusCode} ${act.body}`);
  const token = await signIn(app, type, body.email as string, body.password as string);
  return { id, token, email: body.email as string, password: body.password as string };
}

/**
 * Two fresh consultancies, each with its own name: one that adds candidates and one that must not
 * reach them (the recruiter-added candidates' tests).
 */
export async function adderAndOther(app: FastifyInstance): Promise<{ adder: Tenant; other: Tenant }> {
  const admin = await signIn(app, 'admin', DEMO.master_admin);
  const adder = await newTenant(app, admin, 'consultancy', `Adder ${uniqueWord()}`);
  const other = await newTenant(app, admin, 'consultancy', `Other ${uniqueWord()}`);
  return { adder, other };
}

/** The organisation of a user, by e-mail (the demo employer's, say). */
export async function clientIdOfUser(db: Db, email: string): Promise<number> {
  const [row] = await db.select({ id: users.clientId }).from(users).where(eq(users.email, email));
  if (!row?.id) throw new Error(`${email} has no organisation`);
  return row.id;
}
