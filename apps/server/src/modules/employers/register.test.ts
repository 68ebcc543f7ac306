import { REGISTRATION_RECEIVED } from '@portal/contract/auth';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { clientBody, DEMO, LOGIN_URL, multipart } from '../../../test/helpers/requests';
import { clients } from '../../core/db/schema/clients';
import { outbox } from '../../core/db/schema/outbox';
import { users } from '../../core/db/schema/users';

// Worker off: the tests read the outbox rows as the registration left them.
let t: Awaited<ReturnType<typeof setupFile>>;
beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
});
afterAll(() => t.close());

const register = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/employers/register', payload: payload as string, headers });

const counts = async () => {
  const db = t.database.db;
  const [c] = await db.select({ n: count() }).from(clients);
  const [u] = await db.select({ n: count() }).from(users);
  const [o] = await db.select({ n: count() }).from(outbox);
  return { clients: c?.n, users: u?.n, outbox: o?.n };
};

describe('POST /api/employers/register', () => {
  it('creates a pending employer, its first user and a mail to staff', async () => {
    const body = clientBody({ company_name: 'Al Quoz Warehousing' });
    const res = await register(body);
    expect(res.statusCode).toBe(202);
    const json = res.json();
    expect(json).toEqual({ message: REGISTRATION_RECEIVED.employer });
    expect(json.message).toMatch(/^Employer registered successfully\. Awaiting admin activation\./);

    const [user] = await t.database.db.select().from(users).where(eq(users.email, body.email));
    expect(user?.role).toBe('employer');
    const [client] = await t.database.db
      .select()
      .from(clients)
      .where(eq(clients.id, user?.clientId ?? 0));
    expect(client).toMatchObject({ type: 'employer', name: 'Al Quoz Warehousing', status: 'pending' });
    const [receipt] = await t.database.db.select().from(outbox).where(eq(outbox.to, body.email));
    expect(receipt?.subject).toBe('We have received your registration');
    expect(receipt?.text).toContain('Al Quoz Warehousing');

    const mails = await t.database.db.select().from(outbox).where(eq(outbox.to, DEMO.master_admin));
    const mail = mails.at(-1);
    expect(mail?.subject).toBe('New employer registration');
    expect(mail?.text).toContain('Al Quoz Warehousing');
    expect(mail?.text).toContain('http://portal.test/admin-pannel/list/employer');
    expect(mail?.status).toBe('pending');
  });

  it('registers a consultancy whose first user administers it', async () => {
    const body = clientBody({ client_type: 'consultancy', company_name: 'Talent Bridge FZ-LLC' });
    const res = await register(body);
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(REGISTRATION_RECEIVED.consultancy);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, body.email));
    expect(user?.role).toBe('consultancy_admin');
  });

  it('defaults client_type to employer and accepts multipart', async () => {
    const { client_type: _omit, ...rest } = clientBody();
    const form = multipart(rest);
    const res = await register(form.payload, form.headers);
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toMatch(/^Employer registered/);
  });

  it('a pending registrant cannot sign in yet', async () => {
    const body = clientBody();
    await register(body);
    const res = await t.app.inject({
      method: 'POST',
      url: LOGIN_URL.employer,
      payload: { email: body.email, password: body.password },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Your account is awaiting admin activation.');
  });
});

describe('refused registrations store nothing', () => {
  it('a known address gets the same answer, makes nothing, and its owner is told', async () => {
    const before = await counts();
    const fresh = await register(clientBody());
    const known = await register(clientBody({ email: DEMO.candidate.toUpperCase() }));
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.body).toBe(fresh.body);
    const after = await counts();
    // The fresh one made an organisation and a user; the known one only its owner's mail.
    expect([after.clients, after.users]).toEqual([(before.clients ?? 0) + 1, (before.users ?? 0) + 1]);
    const [warning] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, DEMO.candidate))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(warning?.subject).toBe('Someone tried to register with your email address');
    expect(warning?.text).toContain('http://portal.test/auth/candidate/sign-in');
  });

  it.each([
    ['a common password', { password: 'qwerty123' }, 'password'],
    ['an unknown client type', { client_type: 'agency' }, 'client_type'],
    ['a one-letter company', { company_name: 'A' }, 'company_name'],
    ['an SQL-like e-mail', { email: "a@b.com' OR 1=1--" }, 'email'],
    ['a script-like name', { first_name: '<script>alert(1)</script>' }, 'first_name'],
    ['a smuggled status', { status: 'active' }, 'status'],
  ])('%s', async (_name, override, field) => {
    const before = await counts();
    const res = await register(clientBody(override));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().message)).toEqual([field]);
    expect(await counts()).toEqual(before);
  });

  it('malformed JSON and a non-object body', async () => {
    const before = await counts();
    const bad = await register('{"company_name":', { 'content-type': 'application/json' });
    expect(bad.json().message).toBe('Malformed JSON body');
    const arr = await register('[1,2]', { 'content-type': 'application/json' });
    expect(arr.statusCode).toBe(400);
    expect(arr.json().message).toHaveProperty('body');
    expect(await counts()).toEqual(before);
  });
});
