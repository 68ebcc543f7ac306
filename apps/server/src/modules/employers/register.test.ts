import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { clientBody, DEMO, LOGIN_URL, multipart } from '../../../test/helpers/requests';
import { clients } from '../../db/schema/clients';
import { outbox } from '../../db/schema/outbox';
import { users } from '../../db/schema/users';

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
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(json.message).toBe('Employer registered successfully. Awaiting admin activation.');
    expect(json.data.status).toBe('pending');

    const [client] = await t.database.db.select().from(clients).where(eq(clients.id, json.data.client_id));
    expect(client).toMatchObject({ type: 'employer', name: 'Al Quoz Warehousing', status: 'pending' });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, body.email));
    expect(user).toMatchObject({ role: 'employer', clientId: json.data.client_id });

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
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Consultancy registered successfully. Awaiting admin activation.');
    const [user] = await t.database.db.select().from(users).where(eq(users.email, body.email));
    expect(user?.role).toBe('consultancy_admin');
  });

  it('defaults client_type to employer and accepts multipart', async () => {
    const { client_type: _omit, ...rest } = clientBody();
    const form = multipart(rest);
    const res = await register(form.payload, form.headers);
    expect(res.statusCode).toBe(201);
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
  it('a duplicate address leaves no orphan organisation', async () => {
    const before = await counts();
    const res = await register(clientBody({ email: DEMO.employer }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('An account with this email already exists.');
    expect(await counts()).toEqual(before);
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
