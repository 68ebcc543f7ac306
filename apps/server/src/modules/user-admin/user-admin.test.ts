import { asc, eq } from 'drizzle-orm';
import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { jobBody, loadMasters, postJob } from '../../../test/helpers/jobs';
import { passwordLinkToken } from '../../../test/helpers/mail-links';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { startSmtpCapture } from '../../../test/helpers/smtp';
import { newTenant, operatorClientId, type Tenant } from '../../../test/helpers/tenancy';
import { outbox } from '../../core/db/schema/outbox';
import { userInvitations } from '../../core/db/schema/user-admin';
import { users } from '../../core/db/schema/users';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let t: Awaited<ReturnType<typeof setupFile>>;
let admin: string;
let a: Tenant;
let b: Tenant;
const tag = () => Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await setupFile({ SMTP_URL: smtp.url, MAIL_FROM: 'Portal <jobs@portal.test>' });
  admin = await signIn(t.app, 'admin', DEMO.master_admin);
  a = await newTenant(t.app, admin, 'consultancy', `Team A ${tag()}`);
  b = await newTenant(t.app, admin, 'consultancy', `Team B ${tag()}`);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const inject = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload ? { payload } : {}),
  });

/** A user added by `token` to `clientId`, who sets their password from the invitation mail and signs in. */
async function invited(
  token: string,
  clientId: number,
  role: string,
  kind: 'consultancy' | 'admin' | 'employer' = 'consultancy',
) {
  const email = `member-${tag()}@example.com`;
  const res = await inject('POST', '/api/employers/create-user', token, {
    client_id: clientId,
    role,
    first_name: 'Noura',
    last_name: 'Saleh',
    email,
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json<{ data: { id: number } }>().data.id;
  const link = await passwordLinkToken(smtp.received, email);
  const password = `Pallet-Jack-${tag()}-9`;
  const set = await inject('POST', '/api/user/set-password', undefined, { token: link, password });
  expect(set.statusCode, set.body).toBe(200);
  return { id, email, password, token: await signIn(t.app, kind, email, password) };
}

describe('user/list', () => {
  it("lists every account for the operator's staff, candidates too, and narrows by each filter", async () => {
    const member = await invited(a.token, a.id, 'ats');
    const all = await inject('GET', `/api/user/list?q=${encodeURIComponent(member.email)}`, admin);
    expect(all.json().data).toEqual([
      expect.objectContaining({
        id: member.id,
        role: 'ats',
        status: 'active',
        client: expect.objectContaining({ id: a.id }),
      }),
    ]);
    const cands = await inject('GET', '/api/user/list?role=candidate&page_size=5', admin);
    expect(cands.json().data.length).toBeGreaterThan(0);
    for (const u of cands.json().data) expect(u).toMatchObject({ role: 'candidate', client: null });

    const ofA = await inject('GET', `/api/user/list?client_id=${a.id}&sort=email`, admin);
    const emails = ofA.json().data.map((u: { email: string }) => u.email);
    expect(emails).toEqual([...emails].sort());
    expect(emails).toEqual(expect.arrayContaining([a.email, member.email]));

    const never = await inject('GET', `/api/user/list?client_id=${a.id}&last_login=never`, admin);
    expect(never.json().meta.total).toBe(0);
    const recent = await inject('GET', `/api/user/list?client_id=${a.id}&last_login=7d`, admin);
    expect(recent.json().meta.total).toBe(2);
  });

  it('shows a tenant its own team only, whatever client_id it names', async () => {
    const res = await inject('GET', `/api/user/list?client_id=${b.id}`, a.token);
    expect(res.json().data).toEqual([]);
    const own = await inject('GET', '/api/user/list', a.token);
    for (const u of own.json().data) expect(u.client.id).toBe(a.id);
  });

  it.each([
    ['role=overlord', 'role'],
    ['status=gone', 'status'],
    ['last_login=yesterday', 'last_login'],
    ['sort=salary', 'sort'],
    ['page_size=1000', 'page_size'],
    ['client_id=abc', 'client_id'],
  ])('refuses ?%s with 400', async (query, field) => {
    const res = await inject('GET', `/api/user/list?${query}`, admin);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().message)).toContain(field);
  });
});

describe('inviting a user', () => {
  it('the link works once; a reused, expired or made-up link is refused', async () => {
    const email = `once-${tag()}@example.com`;
    const res = await inject('POST', '/api/employers/create-user', admin, {
      client_id: a.id,
      role: 'consultancy',
      first_name: 'Omar',
      last_name: 'Farouk',
      email,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ invited: true, status: 'active' });
    // Before the link is used nobody can sign in, whatever they try.
    const none = await inject('POST', '/api/user/consultancy-login', undefined, { email, password: '' });
    expect(none.statusCode).toBe(400);
    const token = await passwordLinkToken(smtp.received, email);
    const info = await inject('GET', `/api/user/set-password?token=${token}`);
    expect(info.json().data).toEqual({ first_name: 'Omar', email, role: 'consultancy' });
    const password = 'Reach-Stacker-Yard-31';
    expect((await inject('POST', '/api/user/set-password', undefined, { token, password })).statusCode).toBe(
      200,
    );
    const again = await inject('POST', '/api/user/set-password', undefined, {
      token,
      password: 'Another-Pass-2026',
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toMatch(/expired or was already used/);
    await signIn(t.app, 'consultancy', email, password);

    const reset = await inject('POST', `/api/user/${res.json().data.id}/reset-link`, admin);
    expect(reset.statusCode).toBe(200);
    const second = await passwordLinkToken(smtp.received, email, 1);
    await t.database.db
      .update(userInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userInvitations.userId, res.json().data.id));
    expect((await inject('GET', `/api/user/set-password?token=${second}`)).statusCode).toBe(404);
    expect((await inject('GET', `/api/user/set-password?token=${'x'.repeat(43)}`)).statusCode).toBe(404);
    expect((await inject('GET', '/api/user/set-password?token=short')).statusCode).toBe(400);
    const weak = await inject('POST', '/api/user/set-password', undefined, {
      token: second,
      password: 'short',
    });
    expect(weak.statusCode).toBe(400);
  });

  it.each([
    ['a duplicate e-mail', { email: DEMO.employer }, 409],
    ['a role the organisation has no use for', { role: 'employer' }, 400],
    ['master_admin in a tenant', { role: 'master_admin' }, 400],
    ['a bad e-mail', { email: 'not-an-address' }, 400],
    ['an unknown field', { password: 'Chosen-By-Staff-1' }, 400],
    ['an unknown organisation', { client_id: 999_999 }, 404],
  ])('refuses %s', async (_, over, status) => {
    const res = await inject('POST', '/api/employers/create-user', admin, {
      client_id: a.id,
      role: 'ats',
      first_name: 'Sara',
      last_name: 'Ali',
      email: `bad-${tag()}@example.com`,
      ...over,
    });
    expect(res.statusCode, res.body).toBe(status);
  });

  it('a consultancy_admin adds to its own team only, and never above its own role', async () => {
    const other = await inject('POST', '/api/employers/create-user', a.token, {
      client_id: b.id,
      role: 'ats',
      first_name: 'Sara',
      last_name: 'Ali',
      email: `x-${tag()}@example.com`,
    });
    expect(other.statusCode).toBe(404);
    const staff = await inject('POST', '/api/employers/create-user', a.token, {
      client_id: await operatorClientId(t.database.db),
      role: 'ats',
      first_name: 'Sara',
      last_name: 'Ali',
      email: `y-${tag()}@example.com`,
    });
    expect(staff.statusCode).toBe(404);
    // Operator staff without users.manage cannot add anyone.
    const ats = await signIn(t.app, 'admin', DEMO.ats);
    const denied = await inject('POST', '/api/employers/create-user', ats, {
      client_id: a.id,
      role: 'ats',
      first_name: 'Sara',
      last_name: 'Ali',
      email: `z-${tag()}@example.com`,
    });
    expect(denied.statusCode).toBe(403);
  });

  it("respects the plan's user limit", async () => {
    const c = await newTenant(t.app, admin, 'consultancy', `Small ${tag()}`);
    const plan = await inject('POST', '/api/plans/', admin, {
      name: `Two seats ${tag()}`,
      limits: { active_jobs: null, cv_views: null, cv_downloads: null, recruiter_emails: null, users: 2 },
    });
    await inject('PUT', `/api/employers/${c.id}/plan`, admin, {
      plan_id: plan.json().data.id,
      starts_on: new Date().toISOString().slice(0, 10),
    });
    const add = (n: number) =>
      inject('POST', '/api/employers/create-user', c.token, {
        client_id: c.id,
        role: 'ats',
        first_name: 'Seat',
        last_name: `Number ${n}`.replace(/[0-9]/g, 'x'),
        email: `seat-${n}-${tag()}@example.com`,
      });
    expect((await add(2)).statusCode).toBe(201);
    const third = await add(3);
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toMatch(/allows 2 users/);
  });
});

describe('suspend, reactivate, role', () => {
  it("suspending ends the user's sessions at once and blocks sign-in; reactivating lets them back", async () => {
    const m = await invited(a.token, a.id, 'consultancy');
    expect((await inject('GET', '/api/user/', m.token)).statusCode).toBe(200);
    const res = await inject('PATCH', `/api/user/${m.id}/status`, a.token, { action: 'suspend' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('suspended');
    expect((await inject('GET', '/api/user/', m.token)).statusCode).toBe(401);
    const login = await inject('POST', '/api/user/consultancy-login', undefined, {
      email: m.email,
      password: m.password,
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe('Your account is suspended. Contact your administrator.');
    expect(
      (await inject('PATCH', `/api/user/${m.id}/status`, a.token, { action: 'suspend' })).statusCode,
    ).toBe(409);
    expect(
      (await inject('PATCH', `/api/user/${m.id}/status`, a.token, { action: 'reactivate' })).statusCode,
    ).toBe(200);
    await signIn(t.app, 'consultancy', m.email, m.password);
    const page = await inject('GET', `/api/employers/user-detail/${m.id}`, admin);
    expect(page.json().data.activity.map((x: { text: string }) => x.text)).toEqual(
      expect.arrayContaining([`user.suspend by ${a.email}`, `user.reactivate by ${a.email}`]),
    );
  });

  it('changes a role within what the caller holds', async () => {
    const m = await invited(a.token, a.id, 'ats');
    const res = await inject('PATCH', `/api/user/${m.id}/role`, a.token, { role: 'consultancy_admin' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.role).toBe('consultancy_admin');
    const page = await inject('GET', `/api/employers/user-detail/${m.id}`, a.token);
    expect(page.json().data).toMatchObject({ can_manage: true, role: 'consultancy_admin' });
    expect(page.json().data.assignable_roles).toEqual([
      { key: 'consultancy', name: 'Consultant' },
      { key: 'consultancy_admin', name: 'Consultancy admin' },
      { key: 'ats', name: 'ATS user' },
      // The seeded custom role on the ATS kind: within what this consultancy's admin holds.
      { key: 'job-poster', name: 'Job poster' },
    ]);
  });

  it.each([
    [
      'a user of another organisation',
      async () => (await invited(b.token, b.id, 'ats')).id,
      'status',
      { action: 'suspend' },
      404,
    ],
    ['their own account', async () => await userId(a.email), 'status', { action: 'suspend' }, 403],
    ['their own role', async () => await userId(a.email), 'role', { role: 'ats' }, 403],
    [
      'a role of another kind',
      async () => (await invited(a.token, a.id, 'ats')).id,
      'role',
      { role: 'master_admin' },
      400,
    ],
    [
      'an unknown action',
      async () => (await invited(a.token, a.id, 'ats')).id,
      'status',
      { action: 'delete' },
      400,
    ],
    ['an unknown user', async () => 999_999, 'status', { action: 'suspend' }, 404],
  ])('a consultancy_admin acting on %s is refused', async (_, id, what, payload, status) => {
    const res = await inject('PATCH', `/api/user/${await id()}/${what}`, a.token, payload);
    expect(res.statusCode, res.body).toBe(status);
  });

  it('operator staff cannot give or act beyond their own permissions', async () => {
    const opAdmin = await signIn(t.app, 'admin', DEMO.consultancy_admin);
    const demoAts = await userId(DEMO.ats);
    const up = await inject('PATCH', `/api/user/${demoAts}/role`, opAdmin, { role: 'master_admin' });
    expect(up.statusCode).toBe(403);
    const onAdmin = await inject('PATCH', `/api/user/${await userId(DEMO.master_admin)}/status`, opAdmin, {
      action: 'suspend',
    });
    expect(onAdmin.statusCode).toBe(403);
    expect(onAdmin.json().message).toBe('This user holds permissions you do not hold.');
    const page = await inject(
      'GET',
      `/api/employers/user-detail/${await userId(DEMO.master_admin)}`,
      opAdmin,
    );
    expect(page.json().data).toMatchObject({ can_manage: false, assignable_roles: [] });
  });
});

async function userId(email: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

describe('team activity', () => {
  it("counts each own team member's jobs posted, never another organisation's people", async () => {
    const c = await newTenant(t.app, admin, 'consultancy', `Busy ${tag()}`);
    const m = await loadMasters(t.app);
    await postJob(t.app, c.token, jobBody(m));
    await postJob(t.app, c.token, jobBody(m, { status: 'draft' }));
    const res = await inject('GET', '/api/employers/team-activity', c.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        email: c.email,
        jobs_posted: 2,
        applicants_moved: 0,
        role: 'consultancy_admin',
      }),
    ]);
    const staff = await inject('GET', '/api/employers/team-activity', admin);
    const emails = staff.json().data.map((u: { email: string }) => u.email);
    expect(emails).toContain(DEMO.master_admin);
    expect(emails).not.toContain(c.email);
    expect((await inject('GET', '/api/employers/team-activity?days=0', c.token)).statusCode).toBe(400);
    expect(
      (await inject('GET', '/api/employers/team-activity', await signIn(t.app, 'candidate', DEMO.candidate)))
        .statusCode,
    ).toBe(403);
  });
});

describe('user/{id}/mfa-reset', () => {
  it("takes away a lost authenticator for the user's administrator only, and the password signs in again", async () => {
    const member = await invited(a.token, a.id, 'ats');
    const setup = await inject('POST', '/api/user/mfa/setup', member.token);
    const secret = setup.json<{ data: { secret: string } }>().data.secret;
    const code = TOTP.generate({ secret: new TOTP({ secret }).secret });
    expect((await inject('POST', '/api/user/mfa/enable', member.token, { code })).statusCode).toBe(200);
    const challenged = await t.app.inject({
      method: 'POST',
      url: '/api/user/consultancy-login',
      payload: { email: member.email, password: member.password },
    });
    expect(challenged.json().data.mfa).toBe('verify');

    const seen = await inject('GET', `/api/employers/user-detail/${member.id}`, a.token);
    expect(seen.json().data.mfa_enabled).toBe(true);
    // Another organisation does not reach the user.
    expect((await inject('POST', `/api/user/${member.id}/mfa-reset`, b.token)).statusCode).toBe(404);

    const reset = await inject('POST', `/api/user/${member.id}/mfa-reset`, a.token);
    expect(reset.statusCode, reset.body).toBe(200);
    const again = await inject('POST', `/api/user/${member.id}/mfa-reset`, a.token);
    expect(again.statusCode).toBe(409);
    const after = await inject('GET', `/api/employers/user-detail/${member.id}`, a.token);
    expect(after.json().data.mfa_enabled).toBe(false);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/user/consultancy-login',
      payload: { email: member.email, password: member.password },
    });
    expect(signIn.json().data.token).toBeTruthy();
  });
});

describe('password-link mails in the user language', () => {
  const mailsTo = (email: string) =>
    t.database.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(asc(outbox.id));

  it('a user added from an Arabic page is invited in Arabic, and later reset links come in Arabic too', async () => {
    const email = `arabic-${tag()}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/employers/create-user',
      headers: { ...bearer(admin), 'accept-language': 'ar' },
      payload: { client_id: a.id, role: 'consultancy', first_name: 'Noura', last_name: 'Saleh', email },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [invite] = await mailsTo(email);
    expect(invite?.subject).toBe('دعوة للانضمام إلى Logistics Jobs');
    expect(invite?.text).toContain('مرحباً Noura،');
    expect(invite?.text).toMatch(/أُنشئ لك حساب لدى Team A \S+ على Logistics Jobs\./);
    expect(invite?.text).toContain('صالح لمدة 7 أيام');
    expect(invite?.text).toMatch(/تعيين كلمة المرور: https?:\/\/[^/]+\/ar\/auth\/set-password\?token=/);
    expect(invite?.html).toContain('dir="rtl"');

    // The administrator works in English; the mail follows the user's language.
    expect((await inject('POST', `/api/user/${res.json().data.id}/reset-link`, admin)).statusCode).toBe(200);
    const reset = (await mailsTo(email))[1];
    expect(reset?.subject).toBe('تعيين كلمة مرور جديدة');
    expect(reset?.text).toContain('صالح لمدة 24 ساعة');
    expect(reset?.text).toContain('/ar/auth/set-password?token=');
    expect(reset?.text).not.toMatch(/Hello|Your administrator/);
  });

  it('a user added from an English page is invited in English', async () => {
    const email = `english-${tag()}@example.com`;
    const res = await inject('POST', '/api/employers/create-user', admin, {
      client_id: a.id,
      role: 'consultancy',
      first_name: 'Omar',
      last_name: 'Farouk',
      email,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [invite] = await mailsTo(email);
    expect(invite?.subject).toBe('You are invited to Logistics Jobs');
    expect(invite?.text).toMatch(/An account has been made for you at Team A \S+ on Logistics Jobs\./);
    expect(invite?.text).toMatch(/Set your password: https?:\/\/[^/]+\/auth\/set-password\?token=/);
  });
});
