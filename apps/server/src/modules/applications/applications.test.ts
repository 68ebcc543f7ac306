import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { applyFor, newCandidate } from '../../../test/helpers/applications';
import { jobBody, loadMasters, type Masters, postJob } from '../../../test/helpers/jobs';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { applications, externalApplyClicks } from '../../core/db/schema/applications';
import { outbox } from '../../core/db/schema/outbox';
import { render } from '../../core/i18n/catalog';
import { ALREADY_APPLIED, APPLY_EXTERNALLY, APPLY_ON_PORTAL, JOB_CLOSED } from './service';

let t: Awaited<ReturnType<typeof setupFile>>;
let m: Masters;
let employer: string;
let cand: Awaited<ReturnType<typeof newCandidate>>;
let other: Awaited<ReturnType<typeof newCandidate>>;
const jobs = { open: 0, second: 0, external: 0, draft: 0, closed: 0 };
beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  m = await loadMasters(t.app);
  employer = await signIn(t.app, 'employer', DEMO.employer);
  cand = await newCandidate(t.app, { first_name: 'Omar', last_name: 'Haddad' });
  other = await newCandidate(t.app);
  jobs.open = await postJob(t.app, employer, jobBody(m, { title: 'Forklift Operator' }));
  jobs.second = await postJob(t.app, employer, jobBody(m, { title: 'Inventory Controller' }));
  jobs.external = await postJob(
    t.app,
    employer,
    jobBody(m, { apply_method: 'external', apply_url: 'https://careers.example.com/jobs/42' }),
  );
  jobs.draft = await postJob(t.app, employer, jobBody(m, { status: 'draft' }));
  jobs.closed = await postJob(t.app, employer, jobBody(m));
  await t.app.inject({ method: 'POST', url: `/api/jobs/${jobs.closed}/close`, headers: bearer(employer) });
});
afterAll(() => t.close());

const as = (token: string | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload: payload as string } : {}),
  });
const storedFor = async (candidateId: number) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(applications)
      .where(eq(applications.candidateId, candidateId))
  )[0]?.n;

describe('applying', () => {
  it('applies once with a cover note, starts the history and mails the poster', async () => {
    const res = await as(cand.token, 'POST', '/api/jobs/apply', {
      job_id: jobs.open,
      cover_note: '  Five years on reach trucks.  ',
    });
    expect(res.statusCode).toBe(201);
    const app = res.json().data;
    expect(app).toMatchObject({ status: 'applied', cover_note: 'Five years on reach trucks.' });
    expect(app.job).toMatchObject({
      id: jobs.open,
      title: 'Forklift Operator',
      open: true,
      status: 'published',
    });
    expect(app.history.map((e: { status: string }) => e.status)).toEqual(['applied']);

    const mails = await t.database.db.select().from(outbox).where(eq(outbox.to, DEMO.employer));
    const mail = mails.find((x) => x.subject === 'New applicant for Forklift Operator');
    expect(mail?.text).toContain('Omar Haddad has applied for Forklift Operator');
    expect(mail?.text).toContain(`http://portal.test/management/jobs/view/${jobs.open}`);

    const again = await as(cand.token, 'POST', '/api/jobs/apply', { job_id: jobs.open });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(render(ALREADY_APPLIED, 'en'));
  });

  it('sends the candidate a receipt naming the job and the company', async () => {
    const own = await newCandidate(t.app, { first_name: 'Leila' });
    const jobId = await postJob(t.app, employer, jobBody(m, { title: 'Receipt Clerk' }));
    await applyFor(t.app, own.token, jobId);
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.to, own.email.toLowerCase()));
    const receipt = mails.find((x) => x.subject === 'Application sent: Receipt Clerk');
    expect(receipt?.text).toContain('Hello Leila,');
    expect(receipt?.text).toContain(
      'Your application for Receipt Clerk at Gulf Freight Solutions LLC has been sent',
    );
    expect(receipt?.text).toContain('http://portal.test/candidate/job/applied');
  });

  it('refuses bad input by field and stores nothing', async () => {
    const before = await storedFor(other.id);
    for (const [body, field, text] of [
      [{}, 'job_id', 'Choose a job'],
      [{ job_id: 'abc' }, 'job_id', 'Choose a job'],
      [{ job_id: -3 }, 'job_id', 'Choose a job'],
      [{ job_id: jobs.second, cover_note: 'x'.repeat(5001) }, 'cover_note', 'under 5000'],
      [{ job_id: jobs.second, status: 'hired' }, 'status', 'Unknown field'],
    ] as const) {
      const res = await as(other.token, 'POST', '/api/jobs/apply', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message[field].join(' ')).toContain(text);
    }
    expect(await storedFor(other.id)).toBe(before);
  });

  it('only takes open portal jobs', async () => {
    const cases = [
      [jobs.draft, 404, 'Job not found.'],
      [999_999, 404, 'Job not found.'],
      [jobs.closed, 400, render(JOB_CLOSED, 'en')],
      [jobs.external, 400, render(APPLY_EXTERNALLY, 'en')],
    ] as const;
    for (const [id, status, message] of cases) {
      const res = await as(other.token, 'POST', '/api/jobs/apply', { job_id: id });
      expect(res.statusCode, String(id)).toBe(status);
      expect(res.json().message).toBe(message);
    }
  });

  it('is for candidates only', async () => {
    expect((await as(employer, 'POST', '/api/jobs/apply', { job_id: jobs.second })).statusCode).toBe(403);
    expect((await as(null, 'POST', '/api/jobs/apply', { job_id: jobs.second })).statusCode).toBe(401);
    expect((await as(employer, 'GET', '/api/jobs/apply')).statusCode).toBe(403);
    expect((await as(employer, 'GET', '/api/jobs/apply-status-count')).statusCode).toBe(403);
  });
});

describe('my applications', () => {
  it('lists mine newest first, filters by status and job ids, and counts by status', async () => {
    const second = await applyFor(t.app, cand.token, jobs.second);
    const list = (await as(cand.token, 'GET', '/api/jobs/apply')).json();
    expect(list.meta.total).toBe(2);
    expect(list.data.map((a: { id: number }) => a.id)[0]).toBe(second);

    const byJob = (await as(cand.token, 'GET', `/api/jobs/apply?job_ids=${jobs.open},${jobs.closed}`)).json();
    expect(byJob.data.map((a: { job: { id: number } }) => a.job.id)).toEqual([jobs.open]);

    await as(cand.token, 'POST', `/api/jobs/apply/${second}/withdraw`);
    const withdrawn = (await as(cand.token, 'GET', '/api/jobs/apply?status=withdrawn')).json();
    expect(withdrawn.data.map((a: { id: number }) => a.id)).toEqual([second]);

    const counts = (await as(cand.token, 'GET', '/api/jobs/apply-status-count')).json().data;
    expect(counts).toEqual({
      applied: 1,
      shortlisted: 0,
      interview: 0,
      offered: 0,
      hired: 0,
      rejected: 0,
      withdrawn: 1,
    });
    expect((await as(cand.token, 'GET', '/api/jobs/apply?status=lost')).json().message.status).toBeTruthy();
    expect((await as(cand.token, 'GET', '/api/jobs/apply?job_ids=1,x')).statusCode).toBe(400);
  });

  it("never shows another candidate's applications", async () => {
    const list = (await as(other.token, 'GET', `/api/jobs/apply?job_ids=${jobs.open}`)).json();
    expect(list.data).toEqual([]);
    const counts = (await as(other.token, 'GET', '/api/jobs/apply-status-count')).json().data;
    expect(Object.values(counts).every((n) => n === 0)).toBe(true);
  });
});

describe('withdrawing', () => {
  it("is 404 for another's application and 409 once final", async () => {
    const [mine] = (await as(cand.token, 'GET', `/api/jobs/apply?job_ids=${jobs.open}`)).json().data;
    expect((await as(other.token, 'POST', `/api/jobs/apply/${mine.id}/withdraw`)).statusCode).toBe(404);
    expect((await as(cand.token, 'POST', '/api/jobs/apply/abc/withdraw')).statusCode).toBe(400);

    await t.database.db.update(applications).set({ status: 'hired' }).where(eq(applications.id, mine.id));
    const late = await as(cand.token, 'POST', `/api/jobs/apply/${mine.id}/withdraw`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('already hired');

    await t.database.db
      .update(applications)
      .set({ status: 'shortlisted' })
      .where(eq(applications.id, mine.id));
    const ok = await as(cand.token, 'POST', `/api/jobs/apply/${mine.id}/withdraw`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.status).toBe('withdrawn');
    expect(ok.json().data.history.at(-1).status).toBe('withdrawn');
    const twice = await as(cand.token, 'POST', `/api/jobs/apply/${mine.id}/withdraw`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('You have already withdrawn this application.');
  });
});

describe('external apply', () => {
  const clicks = async (candidateId?: number) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(externalApplyClicks)
        .where(
          and(
            eq(externalApplyClicks.jobId, jobs.external),
            ...(candidateId ? [eq(externalApplyClicks.candidateId, candidateId)] : []),
          ),
        )
    )[0]?.n;

  it('records guest and candidate clicks and returns the URL', async () => {
    const guest = await as(null, 'POST', '/api/jobs/apply/external', { job_id: jobs.external });
    expect(guest.statusCode).toBe(200);
    expect(guest.json().data.url).toBe('https://careers.example.com/jobs/42');
    await as(cand.token, 'POST', '/api/jobs/apply/external', { job_id: jobs.external });
    expect(await clicks()).toBe(2);
    expect(await clicks(cand.id)).toBe(1);
  });

  it('refuses portal jobs, drafts and bad ids', async () => {
    const portal = await as(null, 'POST', '/api/jobs/apply/external', { job_id: jobs.open });
    expect(portal.statusCode).toBe(400);
    expect(portal.json().message).toBe(render(APPLY_ON_PORTAL, 'en'));
    expect((await as(null, 'POST', '/api/jobs/apply/external', { job_id: jobs.draft })).statusCode).toBe(404);
    const bad = await as(null, 'POST', '/api/jobs/apply/external', { job_id: 'x' });
    expect(bad.json().message.job_id).toBeTruthy();
  });
});
