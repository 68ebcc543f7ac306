import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { mailboxFor, waitFor } from '../../../test/helpers/mail';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { operatorClientId } from '../../../test/helpers/tenancy';
import { users } from '../../core/db/schema/users';

let t: Awaited<ReturnType<typeof setupFile>>;
beforeAll(async () => {
  t = await setupFile();
});
afterAll(() => t.close());

const activeAdmins = async () => {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'master_admin'), eq(users.status, 'active')));
  return row?.n ?? 0;
};

it('two administrators suspending each other at once leave one active', async () => {
  const admin = await signIn(t.app, 'admin', DEMO.master_admin);
  const email = 'second-admin@example.com';
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/employers/create-user',
    headers: bearer(admin),
    payload: {
      client_id: await operatorClientId(t.database.db),
      role: 'master_admin',
      first_name: 'Second',
      last_name: 'Admin',
      email,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const second = res.json<{ data: { id: number } }>().data.id;
  const raw = await waitFor(() => mailboxFor(t.dataDir, email)[0]);
  const token = /set-password\?token=3D([A-Za-z0-9_-]+)|set-password\?token=([A-Za-z0-9_-]+)/.exec(
    raw.replace(/=\r?\n/g, ''),
  );
  const link = token?.[1] ?? token?.[2];
  const password = 'Second-Admin-Harbour-5';
  await t.app.inject({ method: 'POST', url: '/api/user/set-password', payload: { token: link, password } });
  const other = await signIn(t.app, 'admin', email, password);
  const [first] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO.master_admin));

  const results = await Promise.all([
    t.app.inject({
      method: 'PATCH',
      url: `/api/user/${second}/status`,
      headers: bearer(admin),
      payload: { action: 'suspend' },
    }),
    t.app.inject({
      method: 'PATCH',
      url: `/api/user/${first?.id}/status`,
      headers: bearer(other),
      payload: { action: 'suspend' },
    }),
  ]);
  const codes = results.map((r) => r.statusCode).sort();
  expect(codes.filter((c) => c === 200)).toHaveLength(1);
  // The loser is refused as the last administrator, or, if the winner committed first, as signed out.
  expect([401, 409]).toContain(codes.find((c) => c !== 200));
  expect(await activeAdmins()).toBe(1);
});
