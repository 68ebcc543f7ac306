import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { newCandidate } from '../../../test/helpers/applications';
import { jobBody, loadMasters, type Masters, newEmployer, postJob } from '../../../test/helpers/jobs';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';

let t: Awaited<ReturnType<typeof setupFile>>;
let admin: string;
let m: Masters;
beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  admin = await signIn(t.app, 'admin', DEMO.master_admin);
  m = await loadMasters(t.app);
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
const unique = () => Math.random().toString(36).slice(2, 7);
type Usage = { jobs: number; profiles: number; other: number };
type AdminItem = { id: number; name: string; slug: string; active: boolean; usage: Usage };
const adminItem = async (list: string, id: number) =>
  ((await call('GET', `master/admin/${list}`, admin)).json().data as AdminItem[]).find((i) => i.id === id);
const publicIds = async (list: string) =>
  ((await call('GET', `master/${list}`)).json().data as { id: number }[]).map((i) => i.id);
const add = async (list: string, name: string) => {
  const res = await call('POST', `master/admin/${list}`, admin, { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
};
const employerToken = async () => (await newEmployer(t.app, admin, `Masters Co ${unique()}`)).token;

describe('deactivating and deleting master items', () => {
  it('a deactivated item leaves the public picker but stays, by name, on the job that has it', async () => {
    const name = `Reach Truck Lead ${unique()}`;
    const id = await add('designations', name);
    const jobId = await postJob(t.app, await employerToken(), jobBody(m, { designation_id: id }));
    expect(await adminItem('designations', id)).toMatchObject({
      active: true,
      usage: { jobs: 1, profiles: 0 },
    });

    const off = await call('PATCH', `master/admin/designations/${id}`, admin, { active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(await publicIds('designations')).not.toContain(id);
    const named = await call('GET', `master/designations?ids=${id}`);
    expect(named.json().data).toEqual([expect.objectContaining({ id, name })]);
    const job = (await call('GET', `jobs/view/${jobId}`)).json().data;
    expect(job.designation).toMatchObject({ id, name });
    expect(await adminItem('designations', id)).toMatchObject({ active: false });

    expect((await call('PATCH', `master/admin/designations/${id}`, admin, { active: true })).statusCode).toBe(
      200,
    );
    expect(await publicIds('designations')).toContain(id);
    const log = (await call('GET', `settings/audit-log?action=master.&target_id=${id}`, admin)).json();
    expect(log.data.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['master.deactivate', 'master.reactivate']),
    );
  });

  it('a deactivated item cannot be chosen anew; a job or profile that holds it keeps it when saved', async () => {
    const skill = await add('skills', `Reefer Monitoring ${unique()}`);
    const employer = await employerToken();
    const jobId = await postJob(t.app, employer, jobBody(m, { skill_ids: [skill] }));
    const holder = await newCandidate(t.app);
    const newcomer = await newCandidate(t.app);
    const setSkills = (token: string) => call('PATCH', 'candidate/update', token, { skill_ids: [skill] });
    expect((await setSkills(holder.token)).statusCode).toBe(200);

    expect((await call('PATCH', `master/admin/skills/${skill}`, admin, { active: false })).statusCode).toBe(
      200,
    );

    const fresh = await call('POST', 'jobs/', employer, jobBody(m, { skill_ids: [skill] }));
    expect(fresh.statusCode).toBe(400);
    expect(fresh.json()).toMatchObject({ message: { skill_ids: ['No longer offered: choose another'] } });
    const refused = await setSkills(newcomer.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: { skill_ids: ['No longer offered: choose another'] } });

    // The forms send back what a record already holds: still accepted.
    const kept = await call('PATCH', `jobs/${jobId}`, employer, { title: 'Reefer Lead', skill_ids: [skill] });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await setSkills(holder.token)).statusCode).toBe(200);
  });

  it("a renamed designation shows at once under its new name in the search's facet, kept when filtered by", async () => {
    const name = `Tally Clerk ${unique()}`;
    const id = await add('designations', name);
    await postJob(t.app, await employerToken(), jobBody(m, { designation_id: id }));
    const facet = async () =>
      (
        (await call('GET', `jobs/search?designation=${id}`)).json().meta.facets.designation as {
          id: string;
          name: string;
        }[]
      ).find((b) => b.id === String(id));
    expect(await facet()).toMatchObject({ name });
    await call('PATCH', `master/admin/designations/${id}`, admin, { name: `${name} Lead` });
    expect(await facet()).toMatchObject({ name: `${name} Lead` });
  });

  it('deletes an unused item; one in use is refused with what uses it', async () => {
    const unused = await add('skills', `Drone Counting ${unique()}`);
    expect((await call('DELETE', `master/admin/skills/${unused}`, admin)).statusCode).toBe(200);
    expect(await adminItem('skills', unused)).toBeUndefined();

    const used = await add('skills', `Pallet Wrapping ${unique()}`);
    await postJob(t.app, await employerToken(), jobBody(m, { skill_ids: [used] }));
    const refused = await call('DELETE', `master/admin/skills/${used}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/used by 1 jobs.*deactivate it instead/);
    expect(await adminItem('skills', used)).toBeDefined();
  });

  it('refuses a bad active flag, an unknown item and a state that still has cities', async () => {
    const id = await add('skills', `Cross Docking ${unique()}`);
    const bad = await call('PATCH', `master/admin/skills/${id}`, admin, { active: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message.active).toEqual(['Active must be true or false']);
    expect((await call('DELETE', 'master/admin/skills/999999', admin)).statusCode).toBe(404);
    expect((await call('DELETE', `master/admin/states/${m('states', 'dubai')}`, admin)).statusCode).toBe(409);
  });
});

describe('merging master items', () => {
  it('moves jobs and profiles to the survivor in one go, collapsing duplicates, and keeps the old slug', async () => {
    const [gone, kept] = [`Forklift Op ${unique()}`, `Forklift Operation ${unique()}`];
    const goneId = await add('skills', gone);
    const keptId = await add('skills', kept);
    const jobId = await postJob(t.app, await employerToken(), jobBody(m, { skill_ids: [goneId, keptId] }));
    const candidate = await newCandidate(t.app);
    const profile = await call('PATCH', 'candidate/update', candidate.token, { skill_ids: [goneId] });
    expect(profile.statusCode, profile.body).toBe(200);
    const goneSlug = (await adminItem('skills', goneId))?.slug;

    const merged = await call('POST', `master/admin/skills/${goneId}/merge`, admin, { into_id: keptId });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().data.moved).toEqual({ jobs: 1, profiles: 1, other: 0 });

    const job = (await call('GET', `jobs/view/${jobId}`)).json().data;
    expect(job.skills.map((s: { id: number }) => s.id)).toEqual([keptId]);
    const mine = (await call('GET', 'candidate/profile', candidate.token)).json().data;
    expect(mine.skills.map((s: { id: number }) => s.id)).toEqual([keptId]);
    expect(await adminItem('skills', goneId)).toBeUndefined();
    expect(await adminItem('skills', keptId)).toMatchObject({ usage: { jobs: 1, profiles: 1 } });
    const old = await call('GET', `master/skills/${goneSlug}`);
    expect(old.json().data).toMatchObject({ id: keptId, name: kept });
    const log = (
      await call('GET', `settings/audit-log?action=master.merge&target_id=${goneId}`, admin)
    ).json();
    expect(log.data).toHaveLength(1);
  });

  it("moves a job's designation and a job alert's filter to the survivor", async () => {
    const goneId = await add('designations', `Shift Boss ${unique()}`);
    const keptId = await add('designations', `Shift Supervisor ${unique()}`);
    const jobId = await postJob(t.app, await employerToken(), jobBody(m, { designation_id: goneId }));
    const candidate = await newCandidate(t.app);
    const alert = await call('POST', 'jobs/alert', candidate.token, {
      criteria: { designation: String(goneId) },
    });
    expect(alert.statusCode, alert.body).toBe(201);

    expect(
      (await call('POST', `master/admin/designations/${goneId}/merge`, admin, { into_id: keptId }))
        .statusCode,
    ).toBe(200);
    expect((await call('GET', `jobs/view/${jobId}`)).json().data.designation.id).toBe(keptId);
    const alerts = (await call('GET', 'jobs/alert', candidate.token)).json().data;
    expect(alerts[0].criteria.designation).toEqual([keptId]);
    // A search URL bookmarked before the merge still finds the job, filtered by the survivor.
    const bookmarked = (await call('GET', `jobs/search?designation=${goneId}`)).json();
    expect(bookmarked.data.map((h: { id: number }) => h.id)).toEqual([jobId]);
    expect(bookmarked.meta.facets.designation).toContainEqual(
      expect.objectContaining({ id: String(keptId) }),
    );
  });

  it.each([
    ['itself', (id: number) => ({ into_id: id }), 400],
    ['an item of another list', () => ({ into_id: m('skills', 'sap-ewm') }), 400],
    ['no survivor', () => ({}), 400],
    ['an unknown field', (id: number) => ({ into_id: id + 1, extra: 1 }), 400],
  ])('refuses a merge into %s', async (_, body, status) => {
    const id = await add('designations', `Gate Clerk ${unique()}`);
    const res = await call('POST', `master/admin/designations/${id}/merge`, admin, body(id));
    expect(res.statusCode, res.body).toBe(status);
    expect(await adminItem('designations', id)).toBeDefined();
  });

  it('refuses to merge cities of different states', async () => {
    const res = await call('POST', `master/admin/cities/${m('cities', 'jebel-ali')}/merge`, admin, {
      into_id: m('cities', 'mussafah'),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message.into_id).toEqual(['Both must be in the same state']);
  });

  it("is the operator's: a tenant cannot merge, delete or deactivate", async () => {
    const token = await employerToken();
    const id = await add('skills', `Lashing ${unique()}`);
    expect((await call('POST', `master/admin/skills/${id}/merge`, token, { into_id: 1 })).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `master/admin/skills/${id}`, token)).statusCode).toBe(403);
    expect((await call('PATCH', `master/admin/skills/${id}`, token, { active: false })).statusCode).toBe(403);
    expect((await call('DELETE', `master/admin/skills/${id}`)).statusCode).toBe(401);
  });
});
