import type { ReportRow } from '@portal/contract/reports';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { applyFor, newCandidate } from '../../../test/helpers/applications';
import { phoneSlot } from '../../../test/helpers/interviews';
import { jobBody, loadMasters, type Masters, postJob } from '../../../test/helpers/jobs';
import { dayIn, daysBefore, newTeamMember, scopeOf } from '../../../test/helpers/reports';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { newTenant, type Tenant } from '../../../test/helpers/tenancy';
import type { ReportFilters, ReportScope } from './definition';
import { teamActivityReport } from './definitions/team-activity';

/*
 * The team activity report against what the API's own lists say: the applicants' status histories,
 * the interviews list, the campaigns list, and what this test did (jobs posted, candidates added).
 */
let t: Awaited<ReturnType<typeof setupFile>>;
let m: Masters;
let a: Tenant;
let b: Tenant;
type Person = { id: number; token: string; name: string };
let lead: Person;
let member: Person;
let scopeA: ReportScope;
let jobLead: number;
let jobMember: number;
let apps: number[];
let today: string;
const tag = () => Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x');

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
async function ok(token: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await call(token, method, url, payload);
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}
async function me(token: string): Promise<Person> {
  const u = (await ok(token, 'GET', '/user/')).data.user;
  return { id: u.id, token, name: `${u.first_name} ${u.last_name}`.trim() };
}
let seq = 0;
const addCandidate = (token: string) => {
  seq += 1;
  return ok(token, 'POST', '/candidate/candidates-create', {
    first_name: 'Added',
    last_name: `Person${tag()}`,
    email: `added-${tag()}${Date.now()}@example.com`,
    phone: `+971 55 ${String(1_000_000 + ((Date.now() + seq * 7919) % 8_999_999)).slice(0, 7)}`,
  });
};

beforeAll(async () => {
  t = await setupFile({ WORKER: 'off', RECRUITER_EMAIL_PER_MINUTE: '6000' });
  m = await loadMasters(t.app);
  const admin = await signIn(t.app, 'admin', DEMO.master_admin);
  a = await newTenant(t.app, admin, 'consultancy', `Activity A ${tag()}`);
  b = await newTenant(t.app, admin, 'consultancy', `Activity B ${tag()}`);
  lead = await me(a.token);
  member = await newTeamMember(t.app, t.database.db, admin, {
    clientId: a.id,
    role: 'consultancy',
    first: 'Mona',
    last: `Member${tag()}`,
  });
  scopeA = await scopeOf(t.database.db, a.id);
  today = dayIn(scopeA.timeZone, Date.now());

  jobLead = await postJob(t.app, lead.token, jobBody(m, { title: 'Lead job' }));
  jobMember = await postJob(t.app, member.token, jobBody(m, { title: 'Member job' }));
  const people = await Promise.all([0, 1, 2, 3].map(() => newCandidate(t.app)));
  apps = [];
  for (const [i, p] of people.entries())
    apps.push(await applyFor(t.app, p.token, i < 3 ? jobLead : jobMember));
  const [a1, a2, a3, a4] = apps as [number, number, number, number];
  const move = (who: Person, ids: number[], status: string) =>
    ok(who.token, 'POST', '/jobs/applicants/status', { application_ids: ids, status, notify: false });
  await move(lead, [a1, a2], 'shortlisted');
  await move(member, [a4], 'shortlisted');
  await move(member, [a4], 'rejected');
  await move(lead, [a1], 'shortlisted'); // already there: no move
  // A panel interview held yesterday, one cancelled, one still to come.
  const held = await ok(lead.token, 'POST', '/interviews', {
    application_id: a3,
    ...phoneSlot(lead.id, 2, '10:00'),
    interviewer_ids: [lead.id, member.id],
  });
  const cancelled = await ok(lead.token, 'POST', '/interviews', {
    application_id: a2,
    ...phoneSlot(member.id, 2, '12:00'),
  });
  await ok(lead.token, 'POST', `/interviews/${cancelled.data.id}/cancel`, {});
  await ok(member.token, 'POST', '/interviews', { application_id: a1, ...phoneSlot(lead.id, 3, '09:00') });
  // Held ones took place: the schedule asks for a time to come, so the test moves them back.
  await t.database.db.execute(
    sql`update interviews set starts_at = now() - interval '1 day', ends_at = now() - interval '23 hours'
        where id in (${held.data.id}, ${cancelled.data.id})`,
  );
  await ok(lead.token, 'POST', '/template/email/send', {
    subject: 'Hello {{candidate.first_name}}',
    body: '<p>About {{job.title}}: {{response_links}}</p>',
    job_id: jobLead,
    recipients: { kind: 'applicants', job_id: jobLead },
  });
  await ok(member.token, 'POST', '/settings/send-single-email', {
    subject: 'Hi',
    body: '<p>Hi</p>',
    candidate_id: people[3]?.id,
  });
  await addCandidate(lead.token);
  await addCandidate(member.token);
  await addCandidate(member.token);

  // Organisation B's own activity, which A's report must never count.
  const jobB = await postJob(t.app, b.token, jobBody(m, { title: 'B job' }));
  const appB = await applyFor(t.app, (await newCandidate(t.app)).token, jobB);
  await ok(b.token, 'POST', '/jobs/applicants/status', { application_ids: [appB], status: 'shortlisted' });
  await addCandidate(b.token);
});
afterAll(() => t.close());

type Tally = Record<string, { jobs: number; moves: number; interviews: number; mails: number }>;
const KEYS = {
  jobs: 'jobs_posted',
  moves: 'status_moves',
  interviews: 'interviews_held',
  mails: 'mails_sent',
};

/** Instants of the period's ends on the organisation's calendar. */
const within = (at: string, f: ReportFilters) =>
  dayIn(scopeA.timeZone, at) >= f.from && dayIn(scopeA.timeZone, at) <= f.to;

/** The figures from the API's lists, per member name; `jobId` narrows to one job. */
async function fromApi(f: ReportFilters, posted: Record<string, number>): Promise<Tally> {
  const tally: Tally = {};
  const of = (name: string) => {
    tally[name] ??= { jobs: 0, moves: 0, interviews: 0, mails: 0 };
    return tally[name];
  };
  for (const [name, n] of Object.entries(posted)) of(name).jobs += n;
  for (const job of f.jobId ? [f.jobId] : [jobLead, jobMember]) {
    const list = await ok(lead.token, 'GET', `/jobs/${job}/applicants?page_size=100`);
    for (const row of list.data) {
      const { history } = (await ok(lead.token, 'GET', `/jobs/applicants/${row.id}`)).data;
      history.forEach((e: { status: string; at: string; by: string | null }, i: number) => {
        if (i > 0 && e.status !== history[i - 1].status && e.by && within(e.at, f)) of(e.by).moves += 1;
      });
    }
  }
  const interviews = await ok(lead.token, 'GET', '/interviews?include_cancelled=true&page_size=100');
  for (const i of interviews.data) {
    if (i.status === 'cancelled' || Date.parse(i.starts_at) >= Date.now() || !within(i.starts_at, f))
      continue;
    if (f.jobId && i.job.id !== f.jobId) continue;
    for (const who of i.interviewers) of(who.name).interviews += 1;
  }
  for (const c of (await ok(lead.token, 'GET', '/settings/email-responses?page_size=100')).data) {
    if (!within(c.created_at, f) || (f.jobId && c.job?.id !== f.jobId)) continue;
    of(c.sender).mails += c.counts.recipients - c.counts.skipped;
  }
  return tally;
}

function expectRows(rows: ReportRow[], tally: Tally, names: string[]) {
  expect(rows.map((r) => r.member).sort()).toEqual([...names].sort());
  for (const r of rows) {
    const want = tally[r.member as string] ?? { jobs: 0, moves: 0, interviews: 0, mails: 0 };
    for (const [k, col] of Object.entries(KEYS))
      expect(r[col], `${r.member} ${k}`).toBe(want[k as keyof typeof want]);
  }
}

describe('team activity report', () => {
  it("equals the API's histories, interviews and campaigns per member, with candidates added and totals", async () => {
    const f = { from: daysBefore(today, 6), to: today };
    const report = await teamActivityReport.run(t.database.db, scopeA, f);
    const tally = await fromApi(f, { [lead.name]: 1, [member.name]: 1 });
    expectRows(report.rows, tally, [lead.name, member.name]);
    // What the test did, as a cross-check of the lists: 2+1 moves by the lead (two shortlisted, two
    // interviews scheduled moved their applicants), the member's 2 and 1 (the third interview).
    expect(report.rows.find((r) => r.member === lead.name)).toMatchObject({
      status_moves: 4,
      interviews_held: 1,
      mails_sent: 3,
      candidates_added: 1,
    });
    expect(report.rows.find((r) => r.member === member.name)).toMatchObject({
      status_moves: 3,
      interviews_held: 1,
      mails_sent: 1,
      candidates_added: 2,
    });
    // The panel interview is one interview of the team.
    expect(report.totals).toMatchObject({
      jobs_posted: 2,
      status_moves: 7,
      interviews_held: 1,
      mails_sent: 4,
      candidates_added: 3,
    });
    expect(report.chart).toMatchObject({ kind: 'bar', x: 'member' });
  });

  it('narrows to one member, and to one job (candidates added then have no figure)', async () => {
    const f = { from: daysBefore(today, 6), to: today };
    const all = await teamActivityReport.run(t.database.db, scopeA, f);
    const one = await teamActivityReport.run(t.database.db, scopeA, { ...f, memberId: member.id });
    expect(one.rows).toEqual(all.rows.filter((r) => r.member === member.name));
    expect(one.totals).toMatchObject({ ...one.rows[0], member: 'Total' });

    const job = await teamActivityReport.run(t.database.db, scopeA, { ...f, jobId: jobLead });
    expectRows(job.rows, await fromApi({ ...f, jobId: jobLead }, { [lead.name]: 1 }), [
      lead.name,
      member.name,
    ]);
    expect(job.rows.every((r) => r.candidates_added === null)).toBe(true);
    expect(job.totals).toMatchObject({ mails_sent: 3, candidates_added: null });
  });

  it("counts a day by the organisation's calendar at both ends of the period", async () => {
    const from = daysBefore(today, 20);
    // Two jobs of their own (tests run in any order): the lead's published at the period's first
    // local midnight, the member's one second before it.
    const mine = await postJob(t.app, lead.token, jobBody(m, { title: 'Boundary lead' }));
    const theirs = await postJob(t.app, member.token, jobBody(m, { title: 'Boundary member' }));
    await t.database.db.execute(
      sql`update jobs set published_at = case id
            when ${mine} then (${from}::date)::timestamp at time zone ${scopeA.timeZone}
            else (${from}::date)::timestamp at time zone ${scopeA.timeZone} - interval '1 second' end
          where id in (${mine}, ${theirs})`,
    );
    const published = await ok(lead.token, 'GET', `/jobs/${mine}`);
    expect(dayIn(scopeA.timeZone, published.data.published_at)).toBe(from);
    const first = await teamActivityReport.run(t.database.db, scopeA, { from, to: from });
    expect(first.totals).toMatchObject({ jobs_posted: 1 });
    expect(first.rows.find((r) => r.member === lead.name)?.jobs_posted).toBe(1);
    const before = await teamActivityReport.run(t.database.db, scopeA, {
      from: daysBefore(from, 1),
      to: daysBefore(from, 1),
    });
    expect(before.rows.find((r) => r.member === member.name)?.jobs_posted).toBe(1);
    expect(before.totals).toMatchObject({ jobs_posted: 1, status_moves: 0, mails_sent: 0 });
  });

  it("never counts another organisation's team or work", async () => {
    const f = { from: daysBefore(today, 30), to: today };
    const reportB = await teamActivityReport.run(t.database.db, await scopeOf(t.database.db, b.id), f);
    const leadB = await me(b.token);
    expect(reportB.rows.map((r) => r.member)).toEqual([leadB.name]);
    expect(reportB.totals).toMatchObject({
      jobs_posted: 1,
      status_moves: 1,
      candidates_added: 1,
      mails_sent: 0,
    });
    // A member of B named as A's filter finds nobody in A.
    const none = await teamActivityReport.run(t.database.db, scopeA, { ...f, memberId: leadB.id });
    expect(none.rows).toEqual([]);
    expect(none.totals).toMatchObject({ jobs_posted: 0, status_moves: 0, interviews_held: 0 });
  });

  it("agrees with the consultancy admin's team dashboard", async () => {
    const dash = (await ok(lead.token, 'GET', '/dashboards/team?period=30')).data;
    const report = await teamActivityReport.run(t.database.db, scopeA, {
      from: daysBefore(today, 29),
      to: today,
    });
    for (const row of report.rows) {
      const id = dash.members.find((x: { name: string }) => x.name === row.member)?.id;
      const weeks = dash.activity.filter((w: { user_id: number }) => w.user_id === id);
      const sum = (k: string) => weeks.reduce((s: number, w: Record<string, number>) => s + (w[k] ?? 0), 0);
      expect({ jobs: sum('jobs_posted'), moves: sum('status_moves'), mails: sum('mails_sent') }).toEqual({
        jobs: row.jobs_posted,
        moves: row.status_moves,
        mails: row.mails_sent,
      });
    }
  });
});
