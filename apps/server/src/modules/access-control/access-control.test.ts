import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, isPostgres, setupFile } from '../../../test/helpers/app';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { newTenant } from '../../../test/helpers/tenancy';
import { serverUrl } from '../../../test/setup/postgres-template';
import { fromPostgres, queryRows } from '../../core/db/client';

let t: Awaited<ReturnType<typeof setupFile>>;
let admin: string;
beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  admin = await signIn(t.app, 'admin', DEMO.master_admin);
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'PUT', url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload ? { payload } : {}),
  });

async function grantsOf(role: string): Promise<string[]> {
  const res = await inject('GET', '/api/settings/permissions', admin);
  return res.json().data.roles.find((r: { role: string }) => r.role === role).permissions;
}
const put = (role: string, permissions: string[], token = admin) =>
  inject('PUT', `/api/settings/roles/${role}/permissions`, token, { permissions });

describe('the permission matrix', () => {
  it('lists every permission with its module and description, and every role; the own role is not editable', async () => {
    const res = await inject('GET', '/api/settings/permissions', admin);
    expect(res.statusCode).toBe(200);
    const { permissions, roles } = res.json().data;
    expect(permissions).toContainEqual({
      code: 'users.manage',
      module: 'users',
      action: 'manage',
      description: 'Invite, suspend and reactivate users, send them reset links and change their roles',
      operator_only: false,
    });
    expect(roles.find((r: { role: string }) => r.role === 'master_admin').editable).toBe(false);
    const modules = await inject('GET', '/api/settings/modules', admin);
    expect(modules.json().data.map((m: { key: string }) => m.key)).toEqual(
      expect.arrayContaining(['jobs', 'users', 'clients', 'plans']),
    );
  });

  it("a revoked permission stops working on the role's next request, and is audited", async () => {
    const before = await grantsOf('employer');
    const employer = await signIn(t.app, 'employer', DEMO.employer);
    expect((await inject('GET', '/api/template/job-templates', employer)).statusCode).toBe(200);
    const res = await put(
      'employer',
      before.filter((p) => p !== 'templates.manage'),
    );
    expect(res.statusCode, res.body).toBe(200);
    try {
      expect((await inject('GET', '/api/template/job-templates', employer)).statusCode).toBe(403);
      const me = await inject('GET', '/api/user/', employer);
      expect(me.json().data.permissions).not.toContain('templates.manage');
      const log = await inject('GET', '/api/settings/audit-log?action=role.&target_id=employer', admin);
      expect(log.json().data[0]).toMatchObject({
        action: 'role.permissions',
        actor_email: DEMO.master_admin,
        target_type: 'role',
        target_id: 'employer',
        before: expect.arrayContaining(['templates.manage']),
      });
      expect(log.json().data[0].after).not.toContain('templates.manage');
    } finally {
      expect((await put('employer', before)).statusCode).toBe(200);
    }
    expect((await inject('GET', '/api/template/job-templates', employer)).statusCode).toBe(200);
  });

  it.each([
    ['an unknown permission', { permissions: ['jobs.fly'] }, 400],
    ['a permission twice', { permissions: ['jobs.manage', 'jobs.manage'] }, 400],
    ['an unknown field', { permissions: [], everyone: true }, 400],
    ['no list', {}, 400],
  ])('refuses %s', async (_, payload, status) => {
    const res = await inject('PUT', '/api/settings/roles/employer/permissions', admin, payload);
    expect(res.statusCode, res.body).toBe(status);
  });

  it('refuses an unknown role (404) and a malformed one (400)', async () => {
    expect((await put('overlord', [])).statusCode).toBe(404);
    expect((await put('Over%20Lord', [])).statusCode).toBe(400);
  });
});

describe('escalation attempts', () => {
  it('nobody edits their own role, grants what they lack, or strips the administrator role of user management', async () => {
    // Give the operator's consultancy_admin role management, then try to go further with it.
    const original = await grantsOf('consultancy_admin');
    expect((await put('consultancy_admin', [...original, 'roles.manage'])).statusCode).toBe(200);
    try {
      const ca = await signIn(t.app, 'admin', DEMO.consultancy_admin);
      const own = await put('consultancy_admin', [...original], ca);
      expect(own.statusCode).toBe(403);
      expect(own.json().message).toBe("You cannot change your own role's permissions.");

      const ats = await grantsOf('ats');
      const beyond = await put('ats', [...ats, 'plans.manage'], ca);
      expect(beyond.statusCode).toBe(403);
      expect(beyond.json().message).toContain('plans.manage');
      expect(await grantsOf('ats')).toEqual(ats);

      const masters = await grantsOf('master_admin');
      const strip = await put(
        'master_admin',
        masters.filter((p) => p !== 'users.manage'),
        ca,
      );
      expect(strip.statusCode).toBe(409);
      expect(await grantsOf('master_admin')).toEqual(masters);

      // Within what it holds, it may change another role.
      const fine = await put(
        'ats',
        ats.filter((p) => p !== 'templates.manage'),
        ca,
      );
      expect(fine.statusCode).toBe(200);
      expect((await put('ats', ats, ca)).statusCode).toBe(200);
    } finally {
      expect((await put('consultancy_admin', original)).statusCode).toBe(200);
    }
    expect((await put('master_admin', await grantsOf('master_admin'))).statusCode).toBe(403);
  });

  it("roles and the audit log are the operator's: a tenant admin and other staff get 403", async () => {
    const tenant = await newTenant(
      t.app,
      admin,
      'consultancy',
      `Roles ${Math.random().toString(36).slice(2, 7)}`,
    );
    const ats = await signIn(t.app, 'admin', DEMO.ats);
    for (const token of [tenant.token, ats]) {
      expect((await inject('GET', '/api/settings/permissions', token)).statusCode).toBe(403);
      expect((await put('employer', [], token)).statusCode).toBe(403);
      expect((await inject('GET', '/api/settings/audit-log', token)).statusCode).toBe(403);
    }
    expect((await inject('GET', '/api/settings/modules')).statusCode).toBe(401);
    expect((await inject('GET', '/api/settings/audit-log?from=yesterday', admin)).statusCode).toBe(400);
  });
});

// Two server processes on one PostgreSQL, each with its own cache of grants.
it.runIf(isPostgres)(
  "a change made on one server holds on another's next request (LISTEN/NOTIFY)",
  async () => {
    const [{ name } = { name: '' }] = await queryRows<{ name: string }>(
      t.database.db,
      sql`select current_database() as name`,
    );
    const url = serverUrl(name);
    const otherDatabase = fromPostgres(url);
    const other = await buildTestApp(otherDatabase, { WORKER: 'off', DATABASE_URL: url });
    const first = await buildTestApp(t.database, { WORKER: 'off', DATABASE_URL: url });
    const before = await grantsOf('employer');
    try {
      const employer = await signIn(other.app, 'employer', DEMO.employer);
      const templates = () =>
        other.app.inject({ method: 'GET', url: '/api/template/job-templates', headers: bearer(employer) });
      expect((await templates()).statusCode).toBe(200);
      const res = await first.app.inject({
        method: 'PUT',
        url: '/api/settings/roles/employer/permissions',
        headers: bearer(admin),
        payload: { permissions: before.filter((p) => p !== 'templates.manage') },
      });
      expect(res.statusCode).toBe(200);
      await expect.poll(async () => (await templates()).statusCode, { timeout: 3000 }).toBe(403);
    } finally {
      await put('employer', before);
      await first.close();
      await other.close();
      await otherDatabase.close();
    }
  },
);
