import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { clientIdOf } from '../../../test/helpers/registration';
import { bearer, clientBody, DEMO, LOGIN_URL, signIn } from '../../../test/helpers/requests';
import { clients } from '../../core/db/schema/clients';
import { outbox } from '../../core/db/schema/outbox';

let t: Awaited<ReturnType<typeof setupFile>>;
let admin: string;
beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  admin = await signIn(t.app, 'admin', DEMO.master_admin);
});
afterAll(() => t.close());

async function registerEmployer(name: string) {
  const body = clientBody({ company_name: name });
  const res = await t.app.inject({ method: 'POST', url: '/api/employers/register', payload: body });
  expect(res.statusCode).toBe(202);
  return { ...body, id: await clientIdOf(t.app, body.email) };
}

const setStatus = (token: string, id: number | string, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/employers/${id}/status`,
    headers: bearer(token),
    payload: payload as string,
  });

describe('staff list and view organisations', () => {
  it('lists pending employers newest first with contact and paging', async () => {
    const a = await registerEmployer('Sharjah Cold Chain One');
    const b = await registerEmployer('Sharjah Cold Chain Two');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/employers/?type=employer&status=pending&q=sharjah cold&page=1&page_size=1',
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json.meta).toEqual({ page: 1, page_size: 1, total: 2 });
    expect(json.data[0]).toMatchObject({ id: b.id, status: 'pending', user_count: 1, activated_at: null });
    expect(json.data[0].contact).toMatchObject({ email: b.email, first_name: 'Rashid' });
    const view = await t.app.inject({ method: 'GET', url: `/api/employers/${a.id}`, headers: bearer(admin) });
    expect(view.json().data.name).toBe('Sharjah Cold Chain One');
  });

  it('treats LIKE wildcards in q as text', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/employers?type=employer&q=%25',
      headers: bearer(admin),
    });
    expect(res.json().meta.total).toBe(0);
  });

  it('validates the query and the id', async () => {
    const noType = await t.app.inject({ method: 'GET', url: '/api/employers/', headers: bearer(admin) });
    expect(noType.statusCode).toBe(400);
    expect(noType.json().message).toHaveProperty('type');
    const badId = await t.app.inject({ method: 'GET', url: '/api/employers/abc', headers: bearer(admin) });
    expect(badId.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/employers/999999',
      headers: bearer(admin),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('consultancy staff may list but not activate; candidates and employers may do neither', async () => {
    const ats = await signIn(t.app, 'consultancy', DEMO.ats);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/employers?type=employer',
      headers: bearer(ats),
    });
    expect(list.statusCode).toBe(200);
    expect((await setStatus(ats, 1, { action: 'activate' })).statusCode).toBe(403);
    for (const [kind, email] of [
      ['candidate', DEMO.candidate],
      ['employer', DEMO.employer],
    ] as const) {
      const token = await signIn(t.app, kind, email);
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/employers?type=employer',
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(403);
      expect((await setStatus(token, 1, { action: 'activate' })).statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/employers?type=employer' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('PATCH /api/employers/{id}/status', () => {
  it('activates, mails the organisation in the same transaction, and lets it sign in', async () => {
    const emp = await registerEmployer('Khalifa Port Hauliers');
    const res = await setStatus(admin, emp.id, { action: 'activate' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Organisation activated.', data: { status: 'active' } });
    expect(res.json().data.activated_at).not.toBeNull();
    // After the registration's receipt, the activation mail.
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, emp.email))
      .orderBy(outbox.id);
    expect(mails.map((m) => m.subject)).toEqual([
      'We have received your registration',
      'Your account is active',
    ]);
    const mail = mails[1];
    expect(mail?.text).toContain('http://portal.test/auth/employer/sign-in');
    const login = await t.app.inject({
      method: 'POST',
      url: LOGIN_URL.employer,
      payload: { email: emp.email, password: emp.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('follows the allowed moves and refuses the rest with 409', async () => {
    const emp = await registerEmployer('Ajman Freight Desk');
    expect((await setStatus(admin, emp.id, { action: 'suspend' })).json().message).toBe(
      'Cannot suspend an organisation that is pending.',
    );
    expect((await setStatus(admin, emp.id, { action: 'activate' })).statusCode).toBe(200);
    const reject = await setStatus(admin, emp.id, { action: 'reject' });
    expect(reject.statusCode).toBe(409);
    expect(reject.json().message).toBe('Cannot reject an organisation that is active.');
    const suspend = await setStatus(admin, emp.id, { action: 'suspend', reason: 'Unpaid invoice' });
    expect(suspend.json().data.status).toBe('suspended');
    expect((await setStatus(admin, emp.id, { action: 'activate' })).json().data.status).toBe('active');
    const other = await registerEmployer('Rejected Movers');
    expect((await setStatus(admin, other.id, { action: 'reject' })).json().data.status).toBe('rejected');
    expect((await setStatus(admin, other.id, { action: 'activate' })).statusCode).toBe(409);
  });

  it('validates the action and answers 404 for an unknown organisation', async () => {
    const bad = await setStatus(admin, 1, { action: 'delete' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual({ action: ['Action must be activate, suspend or reject'] });
    expect((await setStatus(admin, 999999, { action: 'activate' })).statusCode).toBe(404);
  });

  it('rolls the activation back when its mail cannot be queued', async () => {
    const emp = await registerEmployer('Atomic Logistics');
    const db = t.database.db;
    await db.execute(sql`create function fail_outbox() returns trigger language plpgsql as
      $$ begin raise exception 'outbox unavailable'; end $$`);
    await db.execute(
      sql`create trigger fail_outbox before insert on outbox for each row execute function fail_outbox()`,
    );
    try {
      const res = await setStatus(admin, emp.id, { action: 'activate' });
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toBe('Something went wrong on our side. Please try again later.');
      expect(JSON.stringify(res.json())).not.toContain('outbox unavailable');
    } finally {
      await db.execute(sql`drop trigger fail_outbox on outbox`);
      await db.execute(sql`drop function fail_outbox()`);
    }
    const [row] = await db
      .select()
      .from(clients)
      .where(and(eq(clients.id, emp.id)));
    expect(row?.status).toBe('pending');
  });
});
