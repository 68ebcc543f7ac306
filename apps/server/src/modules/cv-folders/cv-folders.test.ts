import type { CvFolder, FolderCandidate } from '@portal/contract/cv-folders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { applyFor } from '../../../test/helpers/applications';
import { type AllMasters, allMasters, listedCandidate, uniqueWord } from '../../../test/helpers/cv-fixture';
import { jobBody, loadMasters, postJob } from '../../../test/helpers/jobs';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { newTenant, type Tenant } from '../../../test/helpers/tenancy';
import { createPermissionStore } from '../../platform/auth/permission-store';
import { callerOf } from '../../platform/tenancy/scope';
import { findUserById } from '../user';
import { candidateIdsOf } from '.';

let t: Awaited<ReturnType<typeof setupFile>>;
let m: AllMasters;
let admin: string;
let a: Tenant;
let b: Tenant;

beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  m = await allMasters(t.app);
  admin = await signIn(t.app, 'admin', DEMO.master_admin);
  a = await newTenant(t.app, admin, 'consultancy', `Folder A ${uniqueWord()}`);
  b = await newTenant(t.app, admin, 'employer', `Folder B ${uniqueWord()}`);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/${url}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });

async function newFolder(token: string, name = `Shortlist ${uniqueWord()}`, candidate_ids?: number[]) {
  const res = await call(token, 'POST', 'template/cv-folder', {
    name,
    ...(candidate_ids ? { candidate_ids } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: CvFolder }>().data;
}
const view = async (token: string, id: number, query = '') => {
  const res = await call(token, 'GET', `template/cv-folder/${id}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: FolderCandidate[]; meta: { total: number; folder: CvFolder } }>();
};

describe('CV folders', () => {
  it('creates a folder with candidates in bulk, lists it with its count, adds one more without doubles', async () => {
    const c1 = await listedCandidate(t.app, m, { first_name: 'Farah', headline: 'Planner' });
    const c2 = await listedCandidate(t.app, m, { first_name: 'Ghazi', headline: 'Driver' });
    const c3 = await listedCandidate(t.app, m, { first_name: 'Huda', headline: 'Clerk' });
    const folder = await newFolder(a.token, `Reefer shortlist ${uniqueWord()}`, [c1.id, c2.id]);
    expect(folder.candidates).toBe(2);
    const add = await call(a.token, 'POST', `template/cv-folder/${folder.id}/candidates`, {
      candidate_ids: [c2.id, c3.id],
    });
    expect(add.json()).toMatchObject({
      data: { added: 1, already: 1 },
      message: '1 added to the folder, 1 already in it.',
    });
    const list = await call(a.token, 'GET', `template/cv-folder?candidate_id=${c3.id}`);
    const mine = list.json<{ data: CvFolder[] }>().data.find((f) => f.id === folder.id);
    expect(mine).toMatchObject({ candidates: 3, has_candidate: true });
    const byName = await view(a.token, folder.id, '?sort=name');
    expect(byName.data.map((r) => r.first_name)).toEqual(['Farah', 'Ghazi', 'Huda']);
    expect(byName.meta.total).toBe(3);
  });

  it('keeps a note per candidate, exports CSV, removes candidates, renames and deletes (candidates stay)', async () => {
    const c1 = await listedCandidate(t.app, m, {
      first_name: 'Imad',
      headline: '=HYPERLINK("x") broker',
      cv: 'cv',
    });
    const folder = await newFolder(a.token, undefined, [c1.id]);
    const note = await call(a.token, 'PATCH', `template/cv-folder/${folder.id}/candidates/${c1.id}`, {
      note: 'Call after Eid',
    });
    expect(note.statusCode).toBe(200);
    expect((await view(a.token, folder.id)).data[0]).toMatchObject({ note: 'Call after Eid', has_cv: true });

    const csv = await call(a.token, 'GET', `template/cv-folder/${folder.id}/export`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFFName,Headline')).toBe(true);
    expect(csv.body).toContain(`'=HYPERLINK`);
    expect(csv.body).toContain('Call after Eid');

    const renamed = await call(a.token, 'PATCH', `template/cv-folder/${folder.id}`, { name: 'Brokers 2026' });
    expect(renamed.json()).toMatchObject({ data: { name: 'Brokers 2026' } });
    const removed = await call(a.token, 'DELETE', `template/cv-folder/${folder.id}/candidates`, {
      candidate_ids: [c1.id],
    });
    expect(removed.json()).toMatchObject({ data: { removed: 1 } });
    expect((await call(a.token, 'DELETE', `template/cv-folder/${folder.id}`)).statusCode).toBe(200);
    expect((await call(a.token, 'GET', `template/cv-folder/${folder.id}`)).statusCode).toBe(404);
    expect((await call(a.token, 'GET', `search/candidate/${c1.id}`)).statusCode).toBe(200);
  });

  it("answers 404 for another organisation's folder, on every path, and changes nothing", async () => {
    const c1 = await listedCandidate(t.app, m, { headline: 'Theirs' });
    const folder = await newFolder(a.token, undefined, [c1.id]);
    const id = folder.id;
    for (const [method, url, body] of [
      ['GET', `template/cv-folder/${id}`],
      ['PATCH', `template/cv-folder/${id}`, { name: 'Mine now' }],
      ['DELETE', `template/cv-folder/${id}`],
      ['POST', `template/cv-folder/${id}/candidates`, { candidate_ids: [c1.id] }],
      ['DELETE', `template/cv-folder/${id}/candidates`, { candidate_ids: [c1.id] }],
      ['PATCH', `template/cv-folder/${id}/candidates/${c1.id}`, { note: 'x' }],
      ['GET', `template/cv-folder/${id}/export`],
    ] as [Method, string, object?][]) {
      expect((await call(b.token, method, url, body)).statusCode, `${method} ${url}`).toBe(404);
      // The operator's staff do not read tenants' folders either.
      expect((await call(admin, method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await view(a.token, id)).meta.folder).toMatchObject({ name: folder.name, candidates: 1 });
    const theirs = (await call(b.token, 'GET', 'template/cv-folder')).json<{ data: CvFolder[] }>().data;
    expect(theirs.map((f) => f.id)).not.toContain(id);
  });

  it('refuses bad input: duplicate names, empty names, unknown or hidden candidates, unknown fields', async () => {
    const name = `Twice ${uniqueWord()}`;
    await newFolder(a.token, name);
    expect((await call(a.token, 'POST', 'template/cv-folder', { name: name.toUpperCase() })).statusCode).toBe(
      409,
    );
    expect((await call(b.token, 'POST', 'template/cv-folder', { name })).statusCode).toBe(201);
    const bad = await call(a.token, 'POST', 'template/cv-folder', { name: '  ' });
    expect(bad.json()).toMatchObject({ message: { name: ['Name the folder'] } });
    expect((await call(a.token, 'POST', 'template/cv-folder', { name: 'x', colour: 'red' })).statusCode).toBe(
      400,
    );
    const hidden = await listedCandidate(t.app, m, { headline: 'Hidden', hidden: true });
    const before = (await call(a.token, 'GET', 'template/cv-folder')).json<{ meta: { total: number } }>().meta
      .total;
    expect(
      (
        await call(a.token, 'POST', 'template/cv-folder', {
          name: `Hidden ${uniqueWord()}`,
          candidate_ids: [hidden.id],
        })
      ).statusCode,
    ).toBe(404);
    // The folder was not half-written.
    expect(
      (await call(a.token, 'GET', 'template/cv-folder')).json<{ meta: { total: number } }>().meta.total,
    ).toBe(before);
    const folder = await newFolder(a.token);
    for (const ids of [[999_999], [], ['x']])
      expect(
        (await call(a.token, 'POST', `template/cv-folder/${folder.id}/candidates`, { candidate_ids: ids }))
          .statusCode,
      ).toBeGreaterThanOrEqual(400);
    expect((await call(a.token, 'GET', `template/cv-folder/${folder.id}?sort=colour`)).statusCode).toBe(400);
  });

  it('drops a candidate who hides their profile from the folder view, unless they applied to the organisation', async () => {
    const ml = await loadMasters(t.app);
    const job = await postJob(t.app, a.token, jobBody(ml, { title: `Folder job ${uniqueWord()}` }));
    const stays = await listedCandidate(t.app, m, { first_name: 'Applied', headline: 'Applied' });
    await applyFor(t.app, stays.token, job);
    const goes = await listedCandidate(t.app, m, { first_name: 'Leaves', headline: 'Leaves' });
    const folder = await newFolder(a.token, undefined, [stays.id, goes.id]);
    for (const c of [stays, goes])
      await t.app.inject({
        method: 'PATCH',
        url: '/api/candidate/update',
        headers: bearer(c.token),
        payload: { hidden: true },
      });
    const after = await view(a.token, folder.id);
    expect(after.data.map((r) => r.first_name)).toEqual(['Applied']);
    expect(after.meta.total).toBe(1);
  });

  it('is closed to candidates and guests', async () => {
    const cand = await listedCandidate(t.app, m, { headline: 'Nope' });
    expect((await call(cand.token, 'GET', 'template/cv-folder')).statusCode).toBe(403);
    expect((await call('', 'GET', 'template/cv-folder')).statusCode).toBe(401);
    expect(
      (await call(await signIn(t.app, 'employer', DEMO.employer), 'GET', 'template/cv-folder')).statusCode,
    ).toBe(200);
  });

  it("turns a folder or a selection into candidate ids within the organisation's reach (issue 13's door)", async () => {
    const c1 = await listedCandidate(t.app, m, { headline: 'One' });
    const c2 = await listedCandidate(t.app, m, { headline: 'Two' });
    const hidden = await listedCandidate(t.app, m, { headline: 'Hidden', hidden: true });
    const folder = await newFolder(a.token, undefined, [c1.id]);
    const me = (await call(a.token, 'GET', 'user/')).json<{ data: { user: { id: number } } }>().data.user.id;
    const user = await findUserById(t.database.db, me);
    if (!user) throw new Error('no user');
    const caller = await callerOf(createPermissionStore(t.database.db), user);
    expect(
      await candidateIdsOf(t.database.db, caller, { folderId: folder.id, candidateIds: [c2.id, hidden.id] }),
    ).toEqual([c1.id, c2.id].sort((x, y) => x - y));
    const bCaller = { ...caller, org: { kind: 'tenant' as const, clientId: b.id } };
    await expect(candidateIdsOf(t.database.db, bCaller, { folderId: folder.id })).rejects.toMatchObject({
      status: 404,
    });
  });
});
