import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { newTenant, operatorClientId, type Tenant } from '../../../test/helpers/tenancy';
import { users } from '../../core/db/schema/users';
import { hashPassword } from '../../core/lib/passwords';

/**
 * Escalation attempts the role matrix cannot show by status alone: each is refused and leaves the
 * target as it was. (Granting a permission one lacks, editing one's own role and stripping the
 * administrator role are in access-control.test.ts and custom-roles.test.ts.)
 */
let t: Awaited<ReturnType<typeof setupFile>>;
let admin: string;
let a: Tenant;
let b: Tenant;
let hash: string;
const PASSWORD = 'Escalation-Quay-Side-31';
const unique = () => Math.random().toString(36).slice(2, 10);

beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  admin = await signIn(t.app, 'admin', DEMO.master_admin);
  a = await newTenant(t.app, admin, 'consultancy', `Escalation A ${unique()}`);
  b = await newTenant(t.app, admin, 'consultancy', `Escalation B ${unique()}`);
  hash = await hashPassword(PASSWORD);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

/** A user made straight in the database (no invitation mail). */
async function user(
  clientId: number,
  role: 'ats' | 'consultancy' | 'master_admin',
  extra: Partial<typeof users.$inferInsert> = {},
) {
  const email = `esc-${unique()}@example.com`;
  const [row] = await t.database.db
    .insert(users)
    .values({ email, passwordHash: hash, role, firstName: 'Esc', lastName: 'Alation', clientId, ...extra })
    .returning();
  if (!row) throw new Error('setup failed');
  return row;
}
const reread = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];

describe("a consultancy_admin and another organisation's people", () => {
  it("cannot change the role of, suspend, reset or read another organisation's user", async () => {
    const theirs = await user(b.id, 'ats');
    const role = await call('PATCH', `user/${theirs.id}/role`, a.token, { role: 'consultancy_admin' });
    expect(role.statusCode).toBe(404);
    const status = await call('PATCH', `user/${theirs.id}/status`, a.token, { action: 'suspend' });
    expect(status.statusCode).toBe(404);
    expect((await call('POST', `user/${theirs.id}/reset-link`, a.token)).statusCode).toBe(404);
    expect((await call('GET', `employers/user-detail/${theirs.id}`, a.token)).statusCode).toBe(404);
    expect(await reread(theirs.id)).toMatchObject({ role: 'ats', status: 'active', tokenVersion: 0 });
    // Nor sees them in a list, whatever organisation it names.
    const list = await call('GET', `user/list?client_id=${b.id}&q=${theirs.email}`, a.token);
    expect(list.json().data).toEqual([]);
  });

  it('hands out no operator code: a tenant user given a role naming one gets none of it; operator staff cannot give it', async () => {
    const made = await call('POST', 'settings/roles', admin, {
      name: `Plan keeper ${unique()}`,
      kind: 'consultancy',
      permissions: ['jobs.manage', 'plans.manage'],
    });
    expect(made.statusCode, made.body).toBe(201);
    const key = made.json().data.key as string;
    // A tenant's admin may give the role (it holds every code a tenant can hold), but the
    // operator-only code stays the operator's: the user holds jobs.manage only.
    const mine = await user(a.id, 'ats');
    expect((await call('PATCH', `user/${mine.id}/role`, a.token, { role: key })).statusCode).toBe(200);
    const token = await signIn(t.app, 'consultancy', mine.email, PASSWORD);
    const me = await call('GET', 'user/', token);
    expect(me.json().data.permissions).toEqual(['jobs.manage']);
    expect((await call('GET', 'plans/', token)).statusCode).toBe(403);
    // The operator's consultancy_admin lacks plans.manage, so it cannot give the role to staff.
    const op = await operatorClientId(t.database.db);
    const staff = await user(op, 'ats');
    const opAdmin = await signIn(t.app, 'admin', DEMO.consultancy_admin);
    const give = await call('PATCH', `user/${staff.id}/role`, opAdmin, { role: key });
    expect(give.statusCode, give.body).toBe(403);
    expect(await reread(staff.id)).toMatchObject({ role: 'ats', customRole: null });
    // Nor may a tenant's admin edit the role itself.
    expect((await call('PATCH', `settings/roles/${key}`, a.token, { name: 'Mine now' })).statusCode).toBe(
      403,
    );
    const strip = await call('PUT', `settings/roles/${key}/permissions`, a.token, { permissions: [] });
    expect(strip.statusCode).toBe(403);
  });
});

describe('the last portal administrator', () => {
  it('cannot change their own role or suspend themselves', async () => {
    const op = await operatorClientId(t.database.db);
    const me = await user(op, 'master_admin');
    const token = await signIn(t.app, 'admin', me.email, PASSWORD);
    expect((await call('PATCH', `user/${me.id}/role`, token, { role: 'ats' })).statusCode).toBe(403);
    expect((await call('PATCH', `user/${me.id}/status`, token, { action: 'suspend' })).statusCode).toBe(403);
    expect(await reread(me.id)).toMatchObject({ role: 'master_admin', status: 'active' });
  });

  it('cannot delete their own account while every other administrator is suspended or on a custom role', async () => {
    const op = await operatorClientId(t.database.db);
    const me = await user(op, 'master_admin');
    // Every other built-in administrator of this file's database is suspended for the test.
    const others = (await t.database.db.select().from(users).where(eq(users.role, 'master_admin'))).filter(
      (o) => o.id !== me.id && o.customRole === null,
    );
    try {
      for (const o of others)
        await t.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, o.id));
      const deputyRole = await call(
        'POST',
        'settings/roles',
        await signIn(t.app, 'admin', me.email, PASSWORD),
        {
          name: `Deputy ${unique()}`,
          kind: 'master_admin',
          permissions: ['users.manage'],
        },
      );
      expect(deputyRole.statusCode, deputyRole.body).toBe(201);
      await user(op, 'master_admin', { customRole: deputyRole.json().data.key });

      const token = await signIn(t.app, 'admin', me.email, PASSWORD);
      const res = await call('POST', 'user/delete/', token, { password: PASSWORD });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(
        'This is the last portal administrator account. Make another administrator before deleting it.',
      );
      expect(await reread(me.id)).toMatchObject({ status: 'active' });

      // With another active administrator, the account can go.
      await t.database.db.update(users).set({ status: 'active' }).where(eq(users.email, DEMO.master_admin));
      expect((await call('POST', 'user/delete/', token, { password: PASSWORD })).statusCode).toBe(200);
      expect(await reread(me.id)).toBeUndefined();
    } finally {
      for (const o of others)
        await t.database.db.update(users).set({ status: o.status }).where(eq(users.id, o.id));
    }
  });
});
