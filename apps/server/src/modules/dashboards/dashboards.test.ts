import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { newCandidate } from '../../../test/helpers/applications';
import { jobBody, loadMasters, type Masters, newEmployer, postJob } from '../../../test/helpers/jobs';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';

let t: Awaited<ReturnType<typeof setupFile>>;
let m: Masters;
let admin: string;
beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  m = await loadMasters(t.app);
  admin = await signIn(t.app, 'admin', DEMO.master_admin);
});
afterAll(() => t.close());

const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });
const tag = () => Math.random().toString(36).slice(2, 8);

describe('dashboards', () => {
  it('gives an employer its own open jobs, funnel, weekly applications, expiring jobs and applicants', async () => {
    const org = await newEmployer(t.app, admin, `Dash ${tag()}`);
    const other = await newEmployer(t.app, admin, `Other ${tag()}`);
    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const jobId = await postJob(
      t.app,
      org.token,
      jobBody(m, { title: 'Dashboard Dispatcher', valid_through: soon }),
    );
    await postJob(t.app, other.token, jobBody(m, { title: 'Not mine' }));
    const cand = await newCandidate(t.app);
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/jobs/apply',
      headers: bearer(cand.token),
      payload: { job_id: jobId },
    });
    expect(applied.statusCode).toBe(201);

    const res = await get('/dashboards/employer?period=7', org.token);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.period).toBe(7);
    expect(d.open_jobs).toEqual([
      expect.objectContaining({ id: jobId, title: 'Dashboard Dispatcher', applicants: 1 }),
    ]);
    expect(d.funnel.find((f: { status: string }) => f.status === 'applied').count).toBe(1);
    expect(d.applications.reduce((s: number, w: { applications: number }) => s + w.applications, 0)).toBe(1);
    expect(d.applications.length).toBeGreaterThanOrEqual(1);
    expect(d.expiring.map((j: { id: number }) => j.id)).toEqual([jobId]);
    expect(d.recent[0]).toMatchObject({ job_id: jobId, status: 'applied' });
    expect(JSON.stringify(d)).not.toContain('Not mine');
  });

  it('gives the staff weekly registrations and activity with zero weeks, and the queues', async () => {
    const res = await get('/dashboards/admin?period=90', admin);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.registrations.length).toBeGreaterThanOrEqual(13);
    expect(d.activity.length).toBe(d.registrations.length);
    expect(d.registrations.every((w: { week: string }) => /^\d{4}-\d{2}-\d{2}$/.test(w.week))).toBe(true);
    expect(d.pending.total).toBeGreaterThanOrEqual(0);
    expect(d).toHaveProperty('subscribers.active');
    expect(d).toHaveProperty('mail.failed_in_period');
    expect(typeof d.enquiries_open).toBe('number');
  });

  it('refuses other periods, other roles and guests', async () => {
    expect((await get('/dashboards/admin?period=14', admin)).statusCode).toBe(400);
    expect((await get('/dashboards/employer?period=abc', admin)).statusCode).toBe(400);
    const employer = await signIn(t.app, 'employer', DEMO.employer);
    expect((await get('/dashboards/admin', employer)).statusCode).toBe(403);
    const cand = await signIn(t.app, 'candidate', DEMO.candidate);
    expect((await get('/dashboards/employer', cand)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboards/employer' })).statusCode).toBe(401);
  });
});
