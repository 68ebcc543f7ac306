import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { newCandidate } from '../../../test/helpers/applications';
import { jobBody, loadMasters, type Masters, newEmployer, postJob } from '../../../test/helpers/jobs';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { jobs } from '../../core/db/schema/jobs';
import { expireJobs } from './maintenance';

// The public answer of a job page is kept in memory (public.ts): it must follow every change of
// the job, and what depends on the viewer (salary, drafts, counting a view) must not leak through it.
let t: Awaited<ReturnType<typeof setupFile>>;
let m: Masters;
let employer: string;
let otherTenant: string;
let candidate: string;
beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  m = await loadMasters(t.app);
  employer = await signIn(t.app, 'employer', DEMO.employer);
  const admin = await signIn(t.app, 'admin', DEMO.master_admin);
  otherTenant = (await newEmployer(t.app, admin, `Other Tenant ${Date.now()}`)).token;
  candidate = (await newCandidate(t.app)).token;
});
afterAll(() => t.close());

const page = (id: number, token?: string) =>
  t.app.inject({ method: 'GET', url: `/api/jobs/view/${id}`, headers: token ? bearer(token) : {} });
const publicJob = async (id: number) => (await page(id)).json().data;
const manage = (method: 'PATCH' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(employer), ...(payload ? { payload } : {}) });

describe('a job page kept in memory', () => {
  it('shows an edit at once', async () => {
    const id = await postJob(t.app, employer, jobBody(m, { title: 'Yard Planner' }));
    expect((await publicJob(id)).title).toBe('Yard Planner');
    expect((await manage('PATCH', `/api/jobs/${id}`, { title: 'Senior Yard Planner' })).statusCode).toBe(200);
    expect((await publicJob(id)).title).toBe('Senior Yard Planner');
  });

  it('shows a closed job closed at once', async () => {
    const id = await postJob(t.app, employer, jobBody(m));
    expect((await publicJob(id)).status).toBe('published');
    expect((await manage('POST', `/api/jobs/${id}/close`)).statusCode).toBe(200);
    expect((await publicJob(id)).status).toBe('closed');
  });

  it('shows an expired job expired once the expiry has run', async () => {
    const id = await postJob(t.app, employer, jobBody(m));
    expect((await publicJob(id)).status).toBe('published');
    await t.database.db
      .update(jobs)
      .set({ validThrough: sql`now() - interval '1 minute'` })
      .where(eq(jobs.id, id));
    expect(await expireJobs(t.database.db, t.app.log)).toBeGreaterThan(0);
    expect((await publicJob(id)).status).toBe('expired');
  });

  it('hides a salary the owner hides from everyone but the owner, whoever asked first', async () => {
    const id = await postJob(t.app, employer, jobBody(m, { salary_visible: false }));
    const salaryOf = async (token?: string) => (await page(id, token)).json().data.salary_min;
    // The owner first: its answer is not the one kept for the public.
    expect(await salaryOf(employer)).toBe(6000);
    expect(await salaryOf()).toBeNull();
    expect(await salaryOf(candidate)).toBeNull();
    expect(await salaryOf(otherTenant)).toBeNull();
    // And after the public's answer is kept, the owner still sees its own.
    expect(await salaryOf(employer)).toBe(6000);
  });

  it('sends every visitor the same JSON body', async () => {
    const id = await postJob(t.app, employer, jobBody(m, { title: 'Reach Truck Driver' }));
    const [guest, again, asCandidate] = [await page(id), await page(id), await page(id, candidate)];
    for (const res of [guest, again, asCandidate]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    }
    expect(again.body).toBe(guest.body);
    expect(asCandidate.body).toBe(guest.body);
    expect(guest.json().data).toMatchObject({ id, title: 'Reach Truck Driver' });
  });

  it('keeps a draft from everyone but its organisation, even after the organisation opened it', async () => {
    const id = await postJob(t.app, employer, jobBody(m, { status: 'draft' }));
    expect((await page(id, employer)).statusCode).toBe(200);
    expect((await page(id)).statusCode).toBe(404);
    expect((await page(id, candidate)).statusCode).toBe(404);
    expect((await page(id, otherTenant)).statusCode).toBe(404);
  });

  it("counts each visitor's view although the answer comes from memory", async () => {
    const id = await postJob(t.app, employer, jobBody(m));
    await page(id);
    await page(id, candidate);
    await page(id, candidate);
    await page(id, employer);
    const owner = await t.app.inject({ method: 'GET', url: `/api/jobs/${id}`, headers: bearer(employer) });
    // The guest and the candidate, once each; the organisation's own visit is not a view.
    expect(owner.json().data.views).toBe(2);
  });
});
