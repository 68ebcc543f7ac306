import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { jobBody, loadMasters, postJob } from '../../../test/helpers/jobs';
import { clientIdOf, registerCandidate } from '../../../test/helpers/registration';
import { bearer, candidateBody, clientBody, DEMO, signIn } from '../../../test/helpers/requests';
import { clients } from '../../core/db/schema/clients';
import { users } from '../../core/db/schema/users';

let t: Awaited<ReturnType<typeof setupFile>>;
beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
});
afterAll(() => t.close());

const del = (token: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/delete/',
    headers: bearer(token),
    payload: payload as string,
  });

describe('POST /api/user/delete/', () => {
  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/delete', payload: { password: 'x' } });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a wrong password and keeps the account', async () => {
    const body = candidateBody();
    const { token } = await registerCandidate(t.app, body);
    const res = await del(token, { password: 'Not-My-Password-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({ password: ['Password is incorrect.'] });
    expect(await t.database.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(1);
  });

  it('deletes the account; its token then fails', async () => {
    const body = candidateBody();
    const { token } = await registerCandidate(t.app, body);
    const res = await del(token, { password: body.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your account has been deleted.');
    expect(await t.database.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(0);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/', headers: bearer(token) })).statusCode,
    ).toBe(401);
  });

  it('deletes the organisation with its last user, but not while others remain', async () => {
    const body = clientBody();
    const reg = await t.app.inject({ method: 'POST', url: '/api/employers/register', payload: body });
    expect(reg.statusCode).toBe(202);
    const clientId = await clientIdOf(t.app, body.email);
    await t.database.db.update(clients).set({ status: 'active' }).where(eq(clients.id, clientId));
    const token = await signIn(t.app, 'employer', body.email, body.password);
    await postJob(t.app, token, jobBody(await loadMasters(t.app), { title: 'Plinthwick Fleet Controller' }));
    const search = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/jobs/search?keyword=plinthwick' })).json().meta.total;
    expect(await search()).toBe(1);
    expect((await del(token, { password: body.password })).statusCode).toBe(200);
    expect(await t.database.db.select().from(clients).where(eq(clients.id, clientId))).toHaveLength(0);
    // Its jobs went with it, also from the search answers kept in memory.
    expect(await search()).toBe(0);

    const [demoOrg] = await t.database.db.select().from(clients).where(eq(clients.type, 'consultancy'));
    const ats = await signIn(t.app, 'consultancy', DEMO.ats);
    expect((await del(ats, { password: 'Test-Demo-Password-2024' })).statusCode).toBe(200);
    expect(
      await t.database.db
        .select()
        .from(clients)
        .where(eq(clients.id, demoOrg?.id ?? 0)),
    ).toHaveLength(1);
  });

  it('refuses to delete the last portal administrator', async () => {
    const [admins] = await t.database.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.role, 'master_admin'));
    expect(admins?.n).toBe(1);
    const token = await signIn(t.app, 'admin', DEMO.master_admin);
    const res = await del(token, { password: 'Test-Demo-Password-2024' });
    expect(res.statusCode).toBe(409);
    expect(await t.database.db.select().from(users).where(eq(users.email, DEMO.master_admin))).toHaveLength(
      1,
    );
  });

  it('rejects unknown fields', async () => {
    const token = await signIn(t.app, 'candidate', DEMO.candidate);
    const res = await del(token, { password: 'Test-Demo-Password-2024', user_id: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({ user_id: ['Unknown field'] });
  });
});
