import { EMAIL_RESPONSES } from '@portal/contract/recruiter-email';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, setupFile } from '../../../test/helpers/app';
import { applyFor, newCandidate } from '../../../test/helpers/applications';
import { jobBody, loadMasters, type Masters, postJob } from '../../../test/helpers/jobs';
import { dayIn, daysBefore, newTeamMember, scopeOf } from '../../../test/helpers/reports';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { clientIdOfUser, newTenant, operatorClientId, type Tenant } from '../../../test/helpers/tenancy';
import { queryRows } from '../../core/db/client';
import type { ReportScope } from './definition';
import { campaignsReport } from './definitions/campaigns';
import { jobPerformanceReport } from './definitions/job-performance';
import { searchDemandReport } from './definitions/search-demand';
import { teamActivityReport } from './definitions/team-activity';

/*
 * Job performance, campaigns and search demand against the API's own figures: a job's view count and
 * applicants list, the campaigns list and each campaign's recipients, and the searches made.
 */
let t: Awaited<ReturnType<typeof setupFile>>;
let m: Masters;
let admin: string;
let a: Tenant;
let b: Tenant;
let member: { id: number; token: string };
let scopeA: ReportScope;
let today: string;
const tag = () => Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x');

const call = (token: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
async function ok(token: string | null, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await call(token, method, url, payload);
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}
const view = (id: number, ip: string) =>
  t.app.inject({ method: 'GET', url: `/api/jobs/view/${id}`, remoteAddress: ip });
/** The owner's view count; reading it writes the views still held in memory. */
const viewsOf = async (token: string, id: number) =>
  (await ok(token, 'GET', `/jobs/${id}`)).data.views as number;

beforeAll(async () => {
  t = await setupFile({ WORKER: 'off', RECRUITER_EMAIL_PER_MINUTE: '6000' });
  m = await loadMasters(t.app);
  admin = await signIn(t.app, 'admin', DEMO.master_admin);
  a = await newTenant(t.app, admin, 'consultancy', `Perf A ${tag()}`);
  b = await newTenant(t.app, admin, 'consultancy', `Perf B ${tag()}`);
  member = await newTeamMember(t.app, t.database.db, admin, {
    clientId: a.id,
    role: 'consultancy',
    first: 'Omar',
    last: `Poster${tag()}`,
  });
  scopeA = await scopeOf(t.database.db, a.id);
  today = dayIn(scopeA.timeZone, Date.now());
});
afterAll(() => t.close());

describe('job performance report', () => {
  it("gives each day's views and applications as the job and its applicants list say, by the organisation's days", async () => {
    const lead = await postJob(t.app, a.token, jobBody(m, { title: 'Viewed lead job' }));
    const theirs = await postJob(t.app, member.token, jobBody(m, { title: 'Viewed member job' }));
    const other = await postJob(t.app, b.token, jobBody(m, { title: 'B viewed job' }));
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) await view(lead, ip);
    await view(theirs, '198.51.100.4');
    for (const ip of ['198.51.100.5', '198.51.100.6']) await view(other, ip);
    const leadViews = await viewsOf(a.token, lead);
    const theirViews = await viewsOf(member.token, theirs);
    expect([leadViews, theirViews]).toEqual([3, 1]);
    for (const job of [lead, lead, lead, theirs, other])
      await applyFor(t.app, (await newCandidate(t.app)).token, job);
    const from = daysBefore(today, 9);
    // Two of the lead job's applications at the first day's edges: one second before its local
    // midnight (the day before: outside), and at it (inside).
    const [x, y] = (await ok(a.token, 'GET', `/jobs/${lead}/applicants`)).data.map(
      (r: { id: number }) => r.id,
    );
    await t.database.db.execute(
      sql`update applications set created_at = case id
            when ${x} then (${from}::date)::timestamp at time zone ${scopeA.timeZone} - interval '1 second'
            else (${from}::date)::timestamp at time zone ${scopeA.timeZone} end
          where id in (${x}, ${y})`,
    );

    const run = (f: { jobId?: number; memberId?: number }) =>
      jobPerformanceReport.run(t.database.db, scopeA, { from, to: today, ...f });
    /** Applications per local day from the applicants lists of the jobs. */
    const expected = async (jobs: number[]) => {
      const perDay = new Map<string, number>();
      for (const job of jobs)
        for (const r of (await ok(a.token, 'GET', `/jobs/${job}/applicants`)).data) {
          const day = dayIn(scopeA.timeZone, r.applied_at);
          perDay.set(day, (perDay.get(day) ?? 0) + 1);
        }
      return perDay;
    };
    const one = await run({ jobId: lead });
    expect(one.rows).toHaveLength(10);
    expect(one.rows.map((r) => r.date)).toEqual(
      Array.from({ length: 10 }, (_, i) => daysBefore(today, 9 - i)),
    );
    const perDay = await expected([lead]);
    for (const r of one.rows) expect(r.applications, String(r.date)).toBe(perDay.get(String(r.date)) ?? 0);
    expect(one.rows[0]?.applications).toBe(1);
    expect(one.totals).toMatchObject({ views: leadViews, applications: 2 });
    expect(one.rows.at(-1)).toMatchObject({
      views: leadViews,
      applications: 1,
      applications_per_100_views: 33.3,
    });

    // Member filter: the jobs they posted; no filter: the organisation's jobs, never B's.
    const mine = await run({ memberId: member.id });
    expect(mine.totals).toMatchObject({
      views: theirViews,
      applications: 1,
      applications_per_100_views: 100,
    });
    // No filter: every job of the organisation (other tests' jobs included), as its jobs list says.
    const all = await run({});
    const jobsOfA = (await ok(a.token, 'GET', '/jobs/?page_size=100')).data.map((j: { id: number }) => j.id);
    const allDays = await expected(jobsOfA);
    for (const r of all.rows) expect(r.applications, String(r.date)).toBe(allDays.get(String(r.date)) ?? 0);
    let views = 0;
    for (const id of jobsOfA) views += await viewsOf(a.token, id);
    expect(all.totals).toMatchObject({ views });
    expect(jobsOfA).toEqual(expect.arrayContaining([lead, theirs]));
    const scopeB = await scopeOf(t.database.db, b.id);
    const inB = (jobId: number) =>
      jobPerformanceReport.run(t.database.db, scopeB, { from, to: today, jobId });
    expect((await inB(other)).totals).toMatchObject({ views: 2, applications: 1 });
    expect((await inB(lead)).totals).toMatchObject({ views: 0, applications: 0 });
    // A's filter naming B's job finds nothing of it.
    expect((await run({ jobId: other })).totals).toMatchObject({ views: 0, applications: 0 });
    expect(all.chart).toEqual({ kind: 'line', x: 'date', series: ['views', 'applications'] });
  });
});

describe('campaigns report', () => {
  /** Answers through the link in the mail each candidate got (the outbox's text). */
  async function answer(email: string, choice: string) {
    const [mail] = await queryRows<{ text: string }>(
      t.database.db,
      sql`select text from outbox where "to" = ${email} and text like '%email-response/%' order by id desc limit 1`,
    );
    const token = /email-response\/([^?\s]+)\?answer=/.exec(mail?.text ?? '')?.[1];
    await ok(null, 'POST', '/settings/email-response', { token, answer: choice });
  }

  it('has a row per campaign of the period equal to its recipients list, filtered by sender and job', async () => {
    const job = await postJob(t.app, a.token, jobBody(m, { title: 'Campaign job' }));
    const people = [];
    for (let i = 0; i < 4; i++) {
      const c = await newCandidate(t.app);
      await applyFor(t.app, c.token, job);
      people.push(c);
    }
    const message = { subject: 'Hello {{candidate.first_name}}', body: '<p>{{response_links}}</p>' };
    await ok(a.token, 'POST', '/template/email/send', {
      ...message,
      job_id: job,
      recipients: { kind: 'applicants', job_id: job },
    });
    await answer(people[0]?.email as string, 'interested');
    await answer(people[1]?.email as string, 'call_me');
    await answer(people[2]?.email as string, 'interested');
    await ok(member.token, 'POST', '/settings/send-single-email', {
      ...message,
      candidate_id: people[3]?.id,
    });
    await answer(people[3]?.email as string, 'not_interested');
    // B's campaign to its own applicant.
    const jobB = await postJob(t.app, b.token, jobBody(m));
    await applyFor(t.app, (await newCandidate(t.app)).token, jobB);
    await ok(b.token, 'POST', '/template/email/send', {
      ...message,
      recipients: { kind: 'applicants', job_id: jobB },
    });

    const f = { from: daysBefore(today, 2), to: today };
    const report = await campaignsReport.run(t.database.db, scopeA, f);
    const list = (await ok(a.token, 'GET', '/settings/email-responses?page_size=100')).data;
    expect(report.rows).toHaveLength(list.length);
    for (const c of [...list].reverse()) {
      const recipients = (await ok(a.token, 'GET', `/settings/email-responses/${c.id}?page_size=100`)).data;
      const mailed = recipients.filter((r: { status: string }) => r.status !== 'skipped').length;
      const answered = recipients.filter((r: { answer: string | null }) => r.answer).length;
      const row = report.rows.find((r) => r.campaign === c.name && r.mails_sent === mailed);
      expect(row, c.name).toBeDefined();
      expect(row?.sent_on).toBe(dayIn(scopeA.timeZone, c.created_at));
      expect(row?.answered).toBe(answered);
      expect(row?.answer_rate).toBe(Math.round((answered * 1000) / mailed) / 10);
      for (const ans of EMAIL_RESPONSES)
        expect(row?.[`answer_${ans}`], ans).toBe(
          recipients.filter((r: { answer: string | null }) => r.answer === ans).length,
        );
    }
    expect(report.totals).toMatchObject({
      mails_sent: 5,
      answered: 4,
      answer_rate: 80,
      answer_interested: 2,
    });
    const bySender = await campaignsReport.run(t.database.db, scopeA, { ...f, memberId: member.id });
    expect(bySender.rows).toHaveLength(1);
    expect(bySender.rows[0]).toMatchObject({ mails_sent: 1, answer_not_interested: 1 });
    const forJob = await campaignsReport.run(t.database.db, scopeA, { ...f, jobId: job });
    expect(forJob.totals).toMatchObject({ mails_sent: 4, answered: 3 });
    // Outside the period (the day before it), nothing.
    const before = await campaignsReport.run(t.database.db, scopeA, {
      from: daysBefore(today, 9),
      to: daysBefore(today, 3),
    });
    expect(before.rows).toEqual([]);
    // B sees its own campaign only.
    const inB = await campaignsReport.run(t.database.db, await scopeOf(t.database.db, b.id), f);
    expect(inB.rows).toHaveLength(1);
    expect(inB.totals).toMatchObject({ mails_sent: 1, answered: 0, answer_rate: 0 });
  });
});

describe('search demand report', () => {
  it('lists the top keywords and the fruitless ones of the period as the raw daily counts add up', async () => {
    const word = `zqr${tag()}`;
    const other = await buildTestApp(t.database, { WORKER: 'off' });
    for (const q of [word, word, `${word} forklift`, 'warehouse'])
      await other.app.inject({ method: 'GET', url: `/api/jobs/search?keyword=${encodeURIComponent(q)}` });
    await other.close(); // writes its counts
    const f = { from: daysBefore(today, 6), to: today };
    const report = await searchDemandReport.run(t.database.db, scopeA, f);
    const raw = await queryRows<{ day: string; keyword: string; searches: number; zero: number }>(
      t.database.db,
      sql`select day::text as day, keyword, searches, zero_result_searches as zero from search_demand`,
    );
    const sums = new Map<string, { s: number; z: number }>();
    for (const r of raw) {
      if (r.day < f.from || r.day > f.to) continue;
      const x = sums.get(r.keyword) ?? { s: 0, z: 0 };
      x.s += Number(r.searches);
      x.z += Number(r.zero);
      sums.set(r.keyword, x);
    }
    const byName = (p: [string, unknown], q: [string, unknown]) => (p[0] < q[0] ? -1 : p[0] > q[0] ? 1 : 0);
    const entries = [...sums.entries()];
    const top = [...entries].sort((p, q) => q[1].s - p[1].s || byName(p, q)).slice(0, 50);
    const zero = entries
      .filter(([, v]) => v.z > 0)
      .sort((p, q) => q[1].z - p[1].z || byName(p, q))
      .slice(0, 50);
    const shown = new Map([...top, ...zero]);
    expect(report.rows).toEqual(
      [...shown.entries()]
        .sort((p, q) => q[1].s - p[1].s || byName(p, q))
        .map(([k, v]) => ({ keyword: k, searches: v.s, zero_result_searches: v.z })),
    );
    expect(report.rows.find((r) => r.keyword === word)).toEqual({
      keyword: word,
      searches: 2,
      zero_result_searches: 2,
    });
    expect(report.totals).toMatchObject({
      searches: entries.reduce((s, [, v]) => s + v.s, 0),
      zero_result_searches: entries.reduce((s, [, v]) => s + v.z, 0),
    });
    expect(searchDemandReport.permission).toBe('dashboards.operator');
    // Nothing of a period with no searches.
    const empty = await searchDemandReport.run(t.database.db, scopeA, {
      from: '2001-01-01',
      to: '2001-01-31',
    });
    expect(empty.rows).toEqual([]);
  });
});

describe('the demo data', () => {
  it('gives each activity report something real on a fresh start', async () => {
    const operator = await scopeOf(t.database.db, await operatorClientId(t.database.db));
    const employer = await scopeOf(t.database.db, await clientIdOfUser(t.database.db, DEMO.employer));
    const f = {
      from: daysBefore(dayIn(operator.timeZone, Date.now()), 59),
      to: dayIn(operator.timeZone, Date.now()),
    };
    const team = await teamActivityReport.run(t.database.db, operator, f);
    expect(team.totals).toMatchObject({
      jobs_posted: expect.any(Number),
      interviews_held: expect.any(Number),
    });
    for (const k of ['status_moves', 'interviews_held'])
      expect(Number(team.totals?.[k]), k).toBeGreaterThan(0);
    const perf = await jobPerformanceReport.run(t.database.db, operator, f);
    expect(Number(perf.totals?.views)).toBeGreaterThan(0);
    expect(Number(perf.totals?.applications)).toBeGreaterThan(0);
    expect(perf.rows.filter((r) => Number(r.views) > 0).length).toBeGreaterThan(7);
    const campaigns = await campaignsReport.run(t.database.db, employer, f);
    expect(Number(campaigns.totals?.answered)).toBeGreaterThan(0);
    const demand = await searchDemandReport.run(t.database.db, operator, f);
    expect(demand.rows.some((r) => Number(r.zero_result_searches) > 0)).toBe(true);
  });
});
