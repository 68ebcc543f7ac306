import { PERMISSIONS } from '@portal/contract/permissions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { newTenant, operatorClientId } from '../../../test/helpers/tenancy';
import { users } from '../../core/db/schema/users';
import { hashPassword } from '../../core/lib/passwords';

let t: Awaited<ReturnType<typeof setupFile>>;
let admin: string;
beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  admin = await signIn(t.app, 'admin', DEMO.master_admin);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/${url}`,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload ? { payload } : {}),
  });
const unique = () => Math.random().toString(36).slice(2, 8);
const PASSWORD = 'Harbour-Crane-Ledger-41';

/** An operator staff account with a password, so the test can sign in as it. */
async function staffUser(role: 'ats' | 'consultancy' | 'consultancy_admin') {
  const email = `staff-${unique()}@example.com`;
  const res = await call('POST', 'employers/create-user', admin, {
    client_id: await operatorClientId(t.database.db),
    role,
    first_name: 'Rania',
    last_name: 'Saleh',
    email,
  });
  expect(res.statusCode, res.body).toBe(201);
  await t.database.db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.email, email));
  return { id: res.json().data.id as number, email };
}

async function newRole(name: string, permissions: string[], kind = 'ats', token = admin) {
  const res = await call('POST', 'settings/roles', token, { name, kind, permissions });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { key: string; name: string };
}

describe('custom roles', () => {
  it('a user given a custom role holds only its permissions, keeps its kind, and is audited', async () => {
    const role = await newRole(`Job poster ${unique()}`, ['jobs.manage', 'clients.view']);
    expect(role.key).toMatch(/^job-poster-/);
    const user = await staffUser('ats');
    const change = await call('PATCH', `user/${user.id}/role`, admin, { role: role.key });
    expect(change.statusCode, change.body).toBe(200);
    expect(change.json().data).toMatchObject({
      role: 'ats',
      custom_role: { key: role.key, name: role.name },
    });

    const token = await signIn(t.app, 'admin', user.email, PASSWORD);
    const me = (await call('GET', 'user/', token)).json().data;
    expect(me.role).toBe('ats');
    expect(me.permissions).toEqual(['clients.view', 'jobs.manage']);
    expect((await call('GET', 'jobs/?page=1', token)).statusCode).not.toBe(403);
    expect((await call('GET', 'template/job-templates', token)).statusCode).toBe(403);

    const listed = (await call('GET', 'settings/roles', admin)).json().data;
    expect(listed.find((r: { key: string }) => r.key === role.key)).toMatchObject({
      custom: true,
      kind: 'ats',
      user_count: 1,
      effective_count: 2,
    });
    const log = (
      await call('GET', `settings/audit-log?action=role.create&target_id=${role.key}`, admin)
    ).json();
    expect(log.data[0].after).toMatchObject({ kind: 'ats', permissions: ['clients.view', 'jobs.manage'] });

    // Held by a user: not deleted.
    const del = await call('DELETE', `settings/roles/${role.key}`, admin);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe('1 user holds this role. Give them another role first.');
    expect((await call('PATCH', `user/${user.id}/role`, admin, { role: 'ats' })).statusCode).toBe(200);
    expect((await call('DELETE', `settings/roles/${role.key}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `settings/roles/${role.key}`, admin)).statusCode).toBe(404);
  });

  it('renames a custom role, but never a built-in one; names are unique whatever their case', async () => {
    const name = `Screeners ${unique()}`;
    const role = await newRole(name, []);
    const renamed = await call('PATCH', `settings/roles/${role.key}`, admin, { name: `${name} B` });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ key: role.key, name: `${name} B` });
    expect((await call('PATCH', 'settings/roles/ats', admin, { name: 'Recruiter' })).statusCode).toBe(409);
    const twice = await call('POST', 'settings/roles', admin, {
      name: `${name} b`.toUpperCase(),
      kind: 'ats',
    });
    expect(twice.statusCode).toBe(409);
    const builtIn = await call('POST', 'settings/roles', admin, { name: 'Master admin', kind: 'ats' });
    expect(builtIn.statusCode).toBe(409);
  });

  it.each([
    ['no name', { kind: 'ats' }, 'name'],
    ['a one-letter name', { name: 'A', kind: 'ats' }, 'name'],
    ['a name of digits', { name: '1234', kind: 'ats' }, 'name'],
    ['a candidate kind', { name: 'Seekers', kind: 'candidate' }, 'kind'],
    ['an unknown permission', { name: 'Odd', kind: 'ats', permissions: ['jobs.fly'] }, 'permissions.0'],
    [
      'a repeated permission',
      { name: 'Odd', kind: 'ats', permissions: ['jobs.manage', 'jobs.manage'] },
      'permissions',
    ],
    ['an unknown field', { name: 'Odd', kind: 'ats', everyone: true }, 'everyone'],
  ])('refuses %s with a message on the field', async (_, payload, field) => {
    const res = await call('POST', 'settings/roles', admin, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().message)).toContain(field);
  });

  it('an unknown role is a 404, a malformed key a 400', async () => {
    expect((await call('GET', 'settings/roles/overlord', admin)).statusCode).toBe(404);
    expect((await call('GET', 'settings/roles/Over%20Lord', admin)).statusCode).toBe(400);
    expect(
      (await call('PUT', 'settings/roles/overlord/permissions', admin, { permissions: [] })).statusCode,
    ).toBe(404);
  });
});

describe('role groups', () => {
  it("a group's permissions reach every role it is granted to; the role page names where each comes from", async () => {
    const role = await newRole(`Sourcer ${unique()}`, ['jobs.manage']);
    const user = await staffUser('ats');
    expect((await call('PATCH', `user/${user.id}/role`, admin, { role: role.key })).statusCode).toBe(200);
    const token = await signIn(t.app, 'admin', user.email, PASSWORD);
    expect((await call('GET', 'template/job-templates', token)).statusCode).toBe(403);

    const group = await call('POST', 'settings/role-groups', admin, {
      name: `Templates ${unique()}`,
      permissions: ['templates.manage', 'jobs.manage'],
      roles: [role.key],
    });
    expect(group.statusCode, group.body).toBe(201);
    const { id, name } = group.json().data;
    expect((await call('GET', 'template/job-templates', token)).statusCode).toBe(200);

    const detail = (await call('GET', `settings/roles/${role.key}`, admin)).json().data;
    expect(detail.effective).toEqual([
      {
        code: 'jobs.manage',
        sources: [
          { kind: 'role', name: role.name },
          { kind: 'group', name },
        ],
      },
      { code: 'templates.manage', sources: [{ kind: 'group', name }] },
    ]);

    const edited = await call('PATCH', `settings/role-groups/${id}`, admin, { roles: [] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await call('GET', 'template/job-templates', token)).statusCode).toBe(403);
    expect((await call('DELETE', `settings/role-groups/${id}`, admin)).statusCode).toBe(200);
    const log = (await call('GET', `settings/audit-log?action=role_group.&target_id=${id}`, admin)).json();
    expect(log.data.map((e: { action: string }) => e.action)).toEqual([
      'role_group.delete',
      'role_group.update',
      'role_group.create',
    ]);
  });

  it.each([
    ['no permissions', { name: 'Empty', permissions: [] }, 'permissions'],
    ['an unknown role', { name: 'Ghosts', permissions: ['jobs.manage'], roles: ['ghost'] }, 'roles'],
    ['a malformed role', { name: 'Ghosts', permissions: ['jobs.manage'], roles: ['Ghost!'] }, 'roles.0'],
    ['an unknown permission', { name: 'Odd', permissions: ['jobs.fly'] }, 'permissions.0'],
  ])('refuses %s', async (_, payload, field) => {
    const res = await call('POST', 'settings/role-groups', admin, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().message)).toContain(field);
  });

  it('a duplicate name is a conflict and an unknown group a 404', async () => {
    const name = `Dup ${unique()}`;
    expect(
      (await call('POST', 'settings/role-groups', admin, { name, permissions: ['jobs.manage'] })).statusCode,
    ).toBe(201);
    expect(
      (await call('POST', 'settings/role-groups', admin, { name, permissions: ['jobs.manage'] })).statusCode,
    ).toBe(409);
    expect((await call('PATCH', 'settings/role-groups/999999', admin, { name: 'Other' })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', 'settings/role-groups/999999', admin)).statusCode).toBe(404);
  });
});

describe('escalation through custom roles and groups', () => {
  it('a role manager without a permission cannot put it in a role or a group, nor group their own role', async () => {
    // A custom role on the consultancy_admin kind that manages roles but lacks plans.manage.
    const manager = await newRole(
      `Role keeper ${unique()}`,
      ['roles.manage', 'jobs.manage', 'users.manage'],
      'consultancy_admin',
    );
    const user = await staffUser('consultancy_admin');
    expect((await call('PATCH', `user/${user.id}/role`, admin, { role: manager.key })).statusCode).toBe(200);
    const token = await signIn(t.app, 'admin', user.email, PASSWORD);

    const role = await call('POST', 'settings/roles', token, {
      name: `Planner ${unique()}`,
      kind: 'ats',
      permissions: ['plans.manage'],
    });
    expect(role.statusCode).toBe(403);
    expect(role.json().message).toContain('plans.manage');
    const group = await call('POST', 'settings/role-groups', token, {
      name: `Plans ${unique()}`,
      permissions: ['plans.manage'],
      roles: ['ats'],
    });
    expect(group.statusCode).toBe(403);
    const own = await call('POST', 'settings/role-groups', token, {
      name: `Mine ${unique()}`,
      permissions: ['jobs.manage'],
      roles: [manager.key],
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot change a group granted to your own role.');
    expect(
      (await call('PUT', `settings/roles/${manager.key}/permissions`, token, { permissions: [] })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `settings/roles/${manager.key}`, token)).statusCode).toBe(403);
    // Nor give a user a role holding more than they hold.
    const other = await staffUser('ats');
    const give = await call('PATCH', `user/${other.id}/role`, token, { role: 'master_admin' });
    expect(give.statusCode).toBe(403);
  });

  it('the last administrator cannot be moved to a custom role, even one on the administrator kind holding everything', async () => {
    const [me] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO.master_admin));
    const deputy = await newRole(`Deputy ${unique()}`, [...PERMISSIONS], 'master_admin');
    const second = await staffUser('consultancy');
    expect((await call('PATCH', `user/${second.id}/role`, admin, { role: deputy.key })).statusCode).toBe(200);
    const token = await signIn(t.app, 'admin', second.email, PASSWORD);
    // The deputy holds all the demo admin holds, but the demo admin is the last built-in administrator.
    const demote = await call('PATCH', `user/${me?.id}/role`, token, { role: deputy.key });
    expect(demote.statusCode, demote.body).toBe(409);
    expect(demote.json().message).toBe(
      'This is the last active portal administrator. Make another administrator first.',
    );
    const suspend = await call('PATCH', `user/${me?.id}/status`, token, { action: 'suspend' });
    expect(suspend.statusCode).toBe(409);
    const [after] = await t.database.db.select().from(users).where(eq(users.email, DEMO.master_admin));
    expect(after).toMatchObject({ role: 'master_admin', customRole: null, status: 'active' });
  });

  it("custom roles and groups are the operator's: a tenant's admin and a guest are refused", async () => {
    const tenant = await newTenant(t.app, admin, 'consultancy', `Roles ${unique()}`);
    expect((await call('GET', 'settings/roles', tenant.token)).statusCode).toBe(403);
    expect(
      (await call('POST', 'settings/roles', tenant.token, { name: 'Mine', kind: 'ats' })).statusCode,
    ).toBe(403);
    expect((await call('GET', 'settings/role-groups', tenant.token)).statusCode).toBe(403);
    expect((await call('GET', 'settings/roles')).statusCode).toBe(401);
    expect((await call('GET', 'settings/role-groups')).statusCode).toBe(401);
  });
});
