import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { applyFor, newCandidate } from '../../../test/helpers/applications';
import { jobBody, loadMasters, type Masters, postJob } from '../../../test/helpers/jobs';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { savedJobs } from '../../core/db/schema/applications';
import { render } from '../../core/i18n/catalog';
import { ONLY_OPEN_JOBS } from './service';

let t: Awaited<ReturnType<typeof setupFile>>;
let m: Masters;
let employer: string;
let cand: Awaited<ReturnType<typeof newCandidate>>;
let other: Awaited<ReturnType<typeof newCandidate>>;
beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  m = await loadMasters(t.app);
  employer = await signIn(t.app, 'employer', DEMO.employer);
  cand = await newCandidate(t.app);
  other = await newCandidate(t.app);
});
afterAll(() => t.close());

const as = (token: string | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload: payload as string } : {}),
  });
const save = (token: string, jobId: unknown) => as(token, 'POST', '/api/jobs/save-job', { job_id: jobId });
const ids = (body: { data: { job: { id: number } }[] }) => body.data.map((s) => s.job.id);

describe('saving jobs', () => {
  it('saves an open job; saving twice keeps one row', async () => {
    const job = await postJob(t.app, employer, jobBody(m, { title: 'Customs Clearance Officer' }));
    const first = await save(cand.token, job);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.job).toMatchObject({ id: job, title: 'Customs Clearance Officer', open: true });
    expect((await save(cand.token, job)).statusCode).toBe(200);
    const [row] = await t.database.db.select({ n: count() }).from(savedJobs).where(eq(savedJobs.jobId, job));
    expect(row?.n).toBe(1);
  });

  it('refuses drafts, closed jobs and bad input', async () => {
    const draft = await postJob(t.app, employer, jobBody(m, { status: 'draft' }));
    const closed = await postJob(t.app, employer, jobBody(m));
    await as(employer, 'POST', `/api/jobs/${closed}/close`);
    expect((await save(cand.token, draft)).statusCode).toBe(404);
    const late = await save(cand.token, closed);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(render(ONLY_OPEN_JOBS, 'en'));
    const bad = await save(cand.token, 'twelve');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message.job_id).toBeTruthy();
    const extra = await as(cand.token, 'POST', '/api/jobs/save-job', { job_id: draft, note: 'x' });
    expect(extra.json().message.note).toEqual(['Unknown field']);
    expect((await as(cand.token, 'DELETE', '/api/jobs/save-job/abc')).statusCode).toBe(400);
  });

  it('keeps a saved job that closes, marked closed, newest first', async () => {
    const a = await postJob(t.app, employer, jobBody(m, { title: 'Fleet Coordinator' }));
    const b = await postJob(t.app, employer, jobBody(m, { title: 'Dispatch Planner' }));
    await save(other.token, a);
    await save(other.token, b);
    await as(employer, 'POST', `/api/jobs/${a}/close`);
    const list = (await as(other.token, 'GET', '/api/jobs/save-job')).json();
    expect(ids(list)).toEqual([b, a]);
    expect(list.meta.total).toBe(2);
    expect(list.data[1].job).toMatchObject({ status: 'closed', open: false });
    const one = (await as(other.token, 'GET', `/api/jobs/save-job?job_ids=${a}`)).json();
    expect(ids(one)).toEqual([a]);
  });

  it('unsaves, and unsaving again is no error', async () => {
    const job = await postJob(t.app, employer, jobBody(m));
    await save(cand.token, job);
    expect((await as(cand.token, 'DELETE', `/api/jobs/save-job/${job}`)).statusCode).toBe(200);
    expect((await as(cand.token, 'DELETE', `/api/jobs/save-job/${job}`)).statusCode).toBe(200);
    expect(ids((await as(cand.token, 'GET', `/api/jobs/save-job?job_ids=${job}`)).json())).toEqual([]);
  });

  it('lists saved jobs still open and not applied for', async () => {
    const c = await newCandidate(t.app);
    const [applied, open, closing] = await Promise.all(
      ['Applied one', 'Still open', 'Closing soon'].map((title) =>
        postJob(t.app, employer, jobBody(m, { title })),
      ),
    );
    for (const job of [applied, open, closing]) await save(c.token, job);
    await applyFor(t.app, c.token, applied as number);
    await as(employer, 'POST', `/api/jobs/${closing}/close`);
    const list = (await as(c.token, 'GET', '/api/jobs/not-applied')).json();
    expect(ids(list)).toEqual([open]);
    expect(list.meta.total).toBe(1);
  });

  it("keeps each candidate's list private and refuses other roles", async () => {
    const job = await postJob(t.app, employer, jobBody(m));
    await save(cand.token, job);
    expect(ids((await as(other.token, 'GET', `/api/jobs/save-job?job_ids=${job}`)).json())).toEqual([]);
    // Another candidate's DELETE removes nothing of mine.
    await as(other.token, 'DELETE', `/api/jobs/save-job/${job}`);
    expect(ids((await as(cand.token, 'GET', `/api/jobs/save-job?job_ids=${job}`)).json())).toEqual([job]);
    for (const [method, url] of [
      ['GET', '/api/jobs/save-job'],
      ['GET', '/api/jobs/not-applied'],
      ['DELETE', `/api/jobs/save-job/${job}`],
    ] as const) {
      expect((await as(employer, method, url)).statusCode, url).toBe(403);
      expect((await as(null, method, url)).statusCode, url).toBe(401);
    }
    expect((await save(employer, job)).statusCode).toBe(403);
  });
});
