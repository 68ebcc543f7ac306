import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';

let t: Awaited<ReturnType<typeof setupFile>>;
beforeAll(async () => {
  t = await setupFile();
});
afterAll(() => t.close());

type Row = { email: string; can_manage: boolean };
const get = async (url: string, token: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  const rows = (res.json() as { data: Row[] }).data;
  return Object.fromEntries(rows.map((r) => [r.email, r.can_manage]));
};

describe('lists of users say which ones the caller may act on', () => {
  it("the operator's consultancy admin may not act on the master admin, nor on themselves", async () => {
    const token = await signIn(t.app, 'admin', DEMO.consultancy_admin);
    for (const url of ['/api/employers/team-activity', `/api/user/list?q=demo.example.com&page_size=50`]) {
      const rows = await get(url, token);
      expect(rows[DEMO.master_admin], url).toBe(false);
      expect(rows[DEMO.consultancy_admin], url).toBe(false);
      expect(rows[DEMO.ats], url).toBe(true);
    }
    // What the row promised is what the action does.
    const team = await t.app.inject({
      method: 'GET',
      url: '/api/user/list?q=admin@demo',
      headers: bearer(token),
    });
    const master = (team.json() as { data: { id: number; email: string }[] }).data.find(
      (u) => u.email === DEMO.master_admin,
    );
    const suspend = await t.app.inject({
      method: 'PATCH',
      url: `/api/user/${master?.id}/status`,
      headers: bearer(token),
      payload: { action: 'suspend' },
    });
    expect(suspend.statusCode).toBe(403);
  });

  it('the master admin may act on everyone but themselves', async () => {
    const token = await signIn(t.app, 'admin', DEMO.master_admin);
    const rows = await get('/api/employers/team-activity', token);
    expect(rows[DEMO.master_admin]).toBe(false);
    expect(rows[DEMO.consultancy_admin]).toBe(true);
  });
});
