import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { newTenant } from '../../../test/helpers/tenancy';

let t: Awaited<ReturnType<typeof setupFile>>;
let admin: string;
beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  admin = await signIn(t.app, 'admin', DEMO.master_admin);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/${url}`,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload ? { payload } : {}),
  });
const unique = () => Math.random().toString(36).slice(2, 7);
type Item = {
  id: number;
  name: string;
  name_ar?: string | null;
  slug: string;
  sort: number;
  parent_name: string | null;
};
const items = async (list: string, q = '') =>
  (await call('GET', `master/admin/${list}${q ? `?q=${encodeURIComponent(q)}` : ''}`, admin)).json()
    .data as Item[];

describe('master data in the back office', () => {
  it('lists every list with its count', async () => {
    const res = await call('GET', 'master/admin/lists', admin);
    expect(res.statusCode).toBe(200);
    const designations = res.json().data.find((l: { name: string }) => l.name === 'designations');
    expect(designations).toMatchObject({ label: 'Designations' });
    expect(designations.count).toBe((await items('designations')).length);
  });

  it('adds an item at the end; a rename keeps its slug and shows in the public list', async () => {
    const name = `Reefer Planner ${unique()}`;
    const added = await call('POST', 'master/admin/designations', admin, { name });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().data.id as number;
    const all = await items('designations');
    expect(all.at(-1)).toMatchObject({ id, name });
    const slug = all.at(-1)?.slug;

    const renamed = await call('PATCH', `master/admin/designations/${id}`, admin, { name: `${name} Lead` });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const publicList = (await call('GET', 'master/designations')).json().data as Item[];
    expect(publicList.find((i) => i.id === id)).toMatchObject({ name: `${name} Lead`, slug });
    expect((await items('designations', 'lead')).map((i) => i.id)).toContain(id);

    const log = (await call('GET', `settings/audit-log?action=master.&target_id=${id}`, admin)).json();
    expect(log.data.map((e: { action: string }) => e.action)).toEqual(['master.rename', 'master.add']);
  });

  it('adds and edits the Arabic name; the public list, the search and the audit log carry it', async () => {
    const name = `Crane Operator ${unique()}`;
    const added = await call('POST', 'master/admin/designations', admin, { name, name_ar: ' مشغل رافعة ' });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().data.id as number;
    const publicItem = async () =>
      ((await call('GET', 'master/designations')).json().data as Item[]).find((i) => i.id === id);
    expect(await publicItem()).toMatchObject({ name, name_ar: 'مشغل رافعة' });
    // An Arabic search finds it in the back office.
    expect((await items('designations', 'مشغل رافعة')).map((i) => i.id)).toContain(id);

    const edited = await call('PATCH', `master/admin/designations/${id}`, admin, {
      name_ar: 'مشغل رافعة برجية',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await publicItem()).toMatchObject({ name, name_ar: 'مشغل رافعة برجية' });
    const cleared = await call('PATCH', `master/admin/designations/${id}`, admin, { name_ar: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await publicItem())?.name_ar).toBeNull();

    for (const bad of ['ع'.repeat(121), '...', 42]) {
      const res = await call('PATCH', `master/admin/designations/${id}`, admin, { name_ar: bad });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message.name_ar).toHaveLength(1);
    }
    const log = (await call('GET', `settings/audit-log?action=master.&target_id=${id}`, admin)).json();
    expect(log.data.map((e: { action: string }) => e.action)).toEqual([
      'master.rename',
      'master.rename',
      'master.add',
    ]);
  });

  it('moves an item up the list', async () => {
    const name = `Yard Marshal ${unique()}`;
    const id = (await call('POST', 'master/admin/designations', admin, { name })).json().data.id as number;
    const before = (await items('designations')).map((i) => i.id);
    const at = before.indexOf(id);
    expect((await call('PATCH', `master/admin/designations/${id}`, admin, { move: 'up' })).statusCode).toBe(
      200,
    );
    const after = (await items('designations')).map((i) => i.id);
    expect(after.indexOf(id)).toBe(at - 1);
    expect(after[at]).toBe(before[at - 1]);
  });

  it('a city needs its state; duplicates in a list are refused whatever their case', async () => {
    const noParent = await call('POST', 'master/admin/cities', admin, { name: `Hatta ${unique()}` });
    expect(noParent.statusCode).toBe(400);
    expect(noParent.json().message.parent_id).toEqual(['Choose where it belongs']);
    const state = (await items('states'))[0];
    const name = `Hatta ${unique()}`;
    const city = await call('POST', 'master/admin/cities', admin, { name, parent_id: state?.id });
    expect(city.statusCode, city.body).toBe(201);
    expect((await items('cities', name))[0]?.parent_name).toBe(state?.name);
    const twice = await call('POST', 'master/admin/cities', admin, {
      name: name.toUpperCase(),
      parent_id: state?.id,
    });
    expect(twice.statusCode).toBe(409);
  });

  it.each([
    ['no name', {}, 'name'],
    ['a blank name', { name: '   ' }, 'name'],
    ['punctuation only', { name: '!!!' }, 'name'],
    ['a name too long', { name: 'x'.repeat(121) }, 'name'],
    ['an unknown field', { name: 'Ok', colour: 'red' }, 'colour'],
    ['a parent on a flat list', { name: 'Ok', parent_id: 1 }, 'parent_id'],
  ])('refuses %s', async (_, payload, field) => {
    const res = await call('POST', 'master/admin/designations', admin, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().message)).toContain(field);
  });

  it('refuses an unknown list, an unknown item and a bad move', async () => {
    expect((await call('GET', 'master/admin/planets', admin)).statusCode).toBe(400);
    expect((await call('PATCH', 'master/admin/skills/999999', admin, { name: 'Ok' })).statusCode).toBe(404);
    expect((await call('PATCH', 'master/admin/skills/1', admin, { move: 'left' })).statusCode).toBe(400);
  });

  it("is the operator's: other staff, a tenant and a guest are refused", async () => {
    const tenant = await newTenant(t.app, admin, 'employer', `Masters ${unique()}`);
    const ats = await signIn(t.app, 'admin', DEMO.ats);
    for (const token of [tenant.token, ats]) {
      expect((await call('GET', 'master/admin/lists', token)).statusCode).toBe(403);
      expect((await call('POST', 'master/admin/skills', token, { name: 'Forklift' })).statusCode).toBe(403);
    }
    expect((await call('GET', 'master/admin/lists')).statusCode).toBe(401);
  });
});
