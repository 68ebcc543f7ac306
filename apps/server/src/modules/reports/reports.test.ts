import {
  APPLICATION_SOURCE_LABELS,
  type ApplicationSource,
  type ReportResult,
} from '@portal/contract/reports';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { newCandidate } from '../../../test/helpers/applications';
import { jobBody, loadMasters, type Masters, newEmployer, postJob } from '../../../test/helpers/jobs';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { applicationEvents, applications } from '../../core/db/schema/applications';
import { outbox } from '../../core/db/schema/outbox';
import { utcToZoned } from '../../core/lib/zoned-time';
import { timeInStageReport } from './definitions/time-in-stage';

/*
 * The pipeline reports (issue 30): every figure is computed again here from what the API lists (each
 * job's applicants and each applicant's status history as GET jobs/applicants/{id} shows it) and
 * from the links the candidates applied through, and must equal the report's.
 */

let t: Awaited<ReturnType<typeof setupFile>>;
let m: Masters;
let admin: string;
let x: { id: number; token: string };
let y: { id: number; token: string };
let jobs: { j1: number; j2: number; rival: number };
/** The way in each application was made with (what the candidate's link carried). */
let candidates: { id: number; token: string; email: string }[];
const sentWith = new Map<number, { source: ApplicationSource; utm: string | null }>();

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
async function report(token: string, query: string): Promise<ReportResult> {
  const res = await get(token, `/api/reports/${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** Applies as the candidate through a link carrying `way`; records what it should be counted as. */
async function applied(
  token: string,
  job: number,
  counted: { source: ApplicationSource; utm: string | null },
  way: Record<string, string> = {},
) {
  const id = await apply(token, job, way);
  sentWith.set(id, counted);
  return id;
}

async function apply(token: string, jobId: number, way: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/jobs/apply',
    headers: bearer(token),
    payload: { job_id: jobId, ...way },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}
async function move(token: string, ids: number[], status: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/jobs/applicants/status',
    headers: bearer(token),
    payload: { application_ids: ids, status, notify: false },
  });
  expect(res.statusCode, res.body).toBe(200);
}
/** An event at a chosen time, as the seed and imports write them (the stage-time trigger keeps up). */
async function eventAt(
  applicationId: number,
  status: 'shortlisted' | 'interview' | 'offered' | 'hired',
  days: number,
) {
  const [a] = await t.database.db
    .select({ createdAt: applications.createdAt })
    .from(applications)
    .where(eq(applications.id, applicationId));
  const at = new Date((a as { createdAt: Date }).createdAt.getTime() + days * 86_400_000);
  await t.database.db.insert(applicationEvents).values({ applicationId, status, createdAt: at });
}

beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  m = await loadMasters(t.app);
  admin = await signIn(t.app, 'admin', DEMO.master_admin);
  x = await newEmployer(t.app, admin, 'Reports Freight LLC');
  y = await newEmployer(t.app, admin, 'Other Haulage LLC');
  jobs = {
    j1: await postJob(t.app, x.token, jobBody(m, { title: 'Reefer Planner' })),
    j2: await postJob(t.app, x.token, jobBody(m, { title: 'Customs Broker' })),
    rival: await postJob(t.app, y.token, jobBody(m, { title: 'Rival Driver' })),
  };
  const c = await Promise.all([1, 2, 3, 4, 5, 6].map(() => newCandidate(t.app)));
  candidates = c;
  const made = (
    who: number,
    job: number,
    source: ApplicationSource,
    utm: string | null,
    sent: Record<string, string>,
  ) => applied((c[who] as { token: string }).token, job, { source, utm }, sent);
  const a = {
    search: await made(0, jobs.j1, 'search', null, { source: 'search' }),
    alert: await made(1, jobs.j1, 'alert', 'linkedin', { source: 'alert', utm_source: 'LinkedIn' }),
    news: await made(2, jobs.j1, 'job_news', null, { source: 'job_news' }),
    campaign: await made(3, jobs.j2, 'campaign', 'google', { source: 'campaign', utm_source: 'google' }),
    invitation: await made(4, jobs.j2, 'cv_invitation', null, { source: 'cv_invitation' }),
    company: await made(5, jobs.j2, 'company_page', 'linkedin', {
      source: 'company_page',
      utm_source: 'linkedin',
    }),
    direct: await made(0, jobs.j2, 'direct', null, {}),
    // Unknown values never block an application: they are counted as direct, without a utm_source.
    bogus: await made(1, jobs.j2, 'direct', null, { source: 'billboard', utm_source: 'Not valid!' }),
  };
  await apply((c[2] as { token: string }).token, jobs.rival, { source: 'search' });

  // Moves through the API: J1's search applicant all the way, the alert one straight to interview
  // (it passed shortlisting), the news one shortlisted then rejected.
  await move(x.token, [a.search, a.news, a.campaign], 'shortlisted');
  await move(x.token, [a.search, a.alert], 'interview');
  await move(x.token, [a.search], 'offered');
  await move(x.token, [a.search], 'hired');
  await move(x.token, [a.news, a.alert], 'rejected');
  await move(x.token, [a.invitation], 'offered');
  // Timed stages (days later than the application), for medians that are not all zero.
  await eventAt(a.company, 'shortlisted', 2);
  await eventAt(a.company, 'interview', 5.5);
  await eventAt(a.company, 'hired', 12.25);
  await eventAt(a.direct, 'shortlisted', 1);
  await eventAt(a.direct, 'interview', 4);
  await eventAt(a.direct, 'offered', 9);
  await eventAt(a.bogus, 'shortlisted', 3);
  await eventAt(a.bogus, 'shortlisted', 0.5); // an earlier one arriving later: the first counts
});
afterAll(() => t.close());

type History = { status: string; at: string }[];
type Applicant = { id: number; job: number; appliedAt: number; history: History };

/**
 * Every application of the employer's jobs (GET jobs/) made in the report's period (days in Dubai),
 * as the API lists them, with each status history.
 */
async function applicantsOf(token: string, period: { from: string; to: string }): Promise<Applicant[]> {
  const out: Applicant[] = [];
  const jobIds = ((await get(token, '/api/jobs?page_size=100')).json().data as { id: number }[]).map(
    (j) => j.id,
  );
  for (const job of jobIds) {
    const list = await get(token, `/api/jobs/${job}/applicants?page_size=100`);
    expect(list.statusCode, list.body).toBe(200);
    for (const row of list.json().data as { id: number }[]) {
      const detail = (await get(token, `/api/jobs/applicants/${row.id}`)).json().data;
      const day = utcToZoned(new Date(detail.applied_at), 'Asia/Dubai').date;
      if (day < period.from || day > period.to) continue;
      out.push({ id: row.id, job, appliedAt: Date.parse(detail.applied_at), history: detail.history });
    }
  }
  return out;
}

const ORDER = ['shortlisted', 'interview', 'offered', 'hired'] as const;
/** The first time the history shows a status; undefined when never. */
const firstAt = (h: History, status: string) => {
  const times = h.filter((e) => e.status === status).map((e) => Date.parse(e.at));
  return times.length ? Math.min(...times) : undefined;
};
/** Entered `stage` or any later one (the funnel is monotonic). */
const reached = (h: History, stage: (typeof ORDER)[number]) =>
  ORDER.slice(ORDER.indexOf(stage)).some((s) => firstAt(h, s) !== undefined);
const pct = (a: number, b: number) => (b > 0 ? Math.round((1000 * a) / b) / 10 : null);

function funnelOf(list: Applicant[]) {
  const applied = list.length;
  const [shortlisted, interview, offered, hired] = ORDER.map(
    (s) => list.filter((a) => reached(a.history, s)).length,
  ) as [number, number, number, number];
  return {
    applied,
    shortlisted,
    interview,
    offered,
    hired,
    to_shortlisted: pct(shortlisted, applied),
    to_interview: pct(interview, shortlisted),
    to_offered: pct(offered, interview),
    to_hired: pct(hired, offered),
  };
}

/** PostgreSQL's percentile_cont: linear interpolation between the nearest ranks. */
function percentile(values: number[], p: number): number | null {
  if (!values.length) return null;
  const s = [...values].sort((a, b) => a - b);
  const pos = p * (s.length - 1);
  const lo = Math.floor(pos);
  const a = s[lo] as number;
  const b = s[Math.min(lo + 1, s.length - 1)] as number;
  return Math.round((a + (b - a) * (pos - lo)) * 10) / 10;
}
const DAY = 86_400_000;
/** Days in a stage: its first entry to the first entry of any later stage, when that is not earlier. */
function stageDays(a: Applicant, stage: string): number | undefined {
  const later = (from: number) =>
    ORDER.slice(from)
      .map((s) => firstAt(a.history, s))
      .filter((v): v is number => v !== undefined);
  let entry: number | undefined;
  let exits: number[];
  if (stage === 'hire') {
    entry = a.appliedAt;
    exits = [firstAt(a.history, 'hired')].filter((v): v is number => v !== undefined);
  } else if (stage === 'applied') {
    entry = a.appliedAt;
    exits = later(0);
  } else {
    const i = ORDER.indexOf(stage as (typeof ORDER)[number]);
    entry = firstAt(a.history, stage);
    exits = later(i + 1);
  }
  if (entry === undefined || !exits.length) return undefined;
  const exit = Math.min(...exits);
  return exit >= entry ? (exit - entry) / DAY : undefined;
}
function timesOf(list: Applicant[]) {
  const out: Record<string, number | null> = { applications: list.length };
  for (const s of ['applied', 'shortlisted', 'interview', 'offered', 'hire']) {
    const days = list.map((a) => stageDays(a, s)).filter((v): v is number => v !== undefined);
    out[`${s}_median`] = percentile(days, 0.5);
    out[`${s}_p90`] = percentile(days, 0.9);
  }
  return out;
}
const rowOf = (r: ReportResult, job: number) => r.rows.find((row) => row.job_id === job);
/** Both sides round to one decimal; PostgreSQL's float arithmetic may land a 12.25 on 12.2: one step. */
const closeTo = (
  actual: Record<string, unknown> | undefined | null,
  expected: Record<string, number | null>,
) => {
  for (const [k, v] of Object.entries(expected)) {
    const got = actual?.[k];
    if (v === null) expect(got, k).toBeNull();
    else expect(Math.abs(Number(got) - v), `${k}: ${got} vs ${v}`).toBeLessThan(0.11);
  }
};

describe('pipeline reports', () => {
  it('the funnel equals the stages each applicant reached in the histories the API lists', async () => {
    const r = await report(x.token, 'funnel');
    const list = await applicantsOf(x.token, r.period);
    expect(r).toMatchObject({ id: 'funnel', title: 'Hiring funnel', organisation: { id: x.id } });
    expect(r.period.time_zone).toBe('Asia/Dubai');
    expect(r.period.to).toBe(utcToZoned(new Date(), 'Asia/Dubai').date);
    for (const job of [jobs.j1, jobs.j2])
      expect(rowOf(r, job)).toMatchObject(funnelOf(list.filter((a) => a.job === job)));
    expect(r.totals).toMatchObject({ job: 'Total', ...funnelOf(list) });
    expect(r.rows.map((row) => row.job_id)).not.toContain(jobs.rival);
    expect(r.chart).toEqual({
      kind: 'funnel',
      x: 'job',
      series: ['applied', 'shortlisted', 'interview', 'offered', 'hired'],
    });
    // The job filter: that job's row alone; the totals are its own.
    const one = await report(x.token, `funnel?job_id=${jobs.j1}`);
    expect(one.rows).toHaveLength(1);
    expect(one.totals).toMatchObject(funnelOf(list.filter((a) => a.job === jobs.j1)));
  });

  it('time in stage equals the medians and 90th percentiles of the days in the histories', async () => {
    const r = await report(x.token, 'time-in-stage');
    const list = await applicantsOf(x.token, r.period);
    for (const job of [jobs.j1, jobs.j2])
      closeTo(rowOf(r, job), timesOf(list.filter((a) => a.job === job)) as Record<string, number | null>);
    const all = timesOf(list) as Record<string, number | null>;
    closeTo(r.totals, all);
    // The timed events make real figures: the company-page hire took 12.25 days.
    expect(all.hire_p90).toBeGreaterThan(10);
  });

  it('time in stage for a page computes the jobs with the most applications only, and counts the rest', async () => {
    const r = await report(x.token, 'time-in-stage');
    const scope = { clientId: x.id, clientName: r.organisation.name, timeZone: r.period.time_zone };
    const filters = { from: r.period.from, to: r.period.to };
    const every = await timeInStageReport.run(t.database.db, scope, filters);
    const page = await timeInStageReport.run(t.database.db, scope, { ...filters, rowLimit: 1 });
    expect(every.rows.length).toBe(2);
    expect(page.rows).toEqual(every.rows.slice(0, 1));
    expect(page.rowsTotal).toBe(2);
    expect(page.totals).toEqual(every.totals);
  });

  it('sources count each application under the link it came through, then by utm_source', async () => {
    const r = await report(x.token, 'sources');
    const list = await applicantsOf(x.token, r.period);
    const total = list.length;
    for (const [source, label] of Object.entries(APPLICATION_SOURCE_LABELS)) {
      const mine = list.filter((a) => sentWith.get(a.id)?.source === source);
      expect(
        r.rows.find((row) => row.source === label),
        source,
      ).toMatchObject({
        applications: mine.length,
        share: pct(mine.length, total),
        progressed: mine.filter((a) => reached(a.history, 'shortlisted')).length,
        hired: mine.filter((a) => reached(a.history, 'hired')).length,
      });
    }
    expect(r.rows.find((row) => row.source === 'Job search')?.applications).toBe(1);
    const utm = r.rows.filter((row) => String(row.source).startsWith('utm_source: '));
    expect(utm.map((row) => [row.source, row.applications])).toEqual([
      ['utm_source: linkedin', 2],
      ['utm_source: google', 1],
    ]);
    expect(r.totals).toMatchObject({ applications: total, share: 100 });
  });

  it('counts the period in the organisation time zone, both days included', async () => {
    const c = await newCandidate(t.app);
    const alert = { source: 'alert', utm: null } as const;
    const early = await applied(c.token, jobs.j1, alert, { source: 'alert' });
    const late = await applied(c.token, jobs.j2, alert, { source: 'alert' });
    // 23:59:59 on 1 March in Dubai (UTC+4), and midnight starting 2 March.
    await t.database.db
      .update(applications)
      .set({ createdAt: new Date('2026-03-01T19:59:59Z') })
      .where(eq(applications.id, early));
    await t.database.db
      .update(applications)
      .set({ createdAt: new Date('2026-03-01T20:00:00Z') })
      .where(eq(applications.id, late));
    const march2 = await report(x.token, 'funnel?from=2026-03-02&to=2026-03-02');
    expect(march2.period).toEqual({ from: '2026-03-02', to: '2026-03-02', time_zone: 'Asia/Dubai' });
    expect(march2.rows.map((row) => row.job_id)).toEqual([jobs.j2]);
    const march1 = await report(x.token, 'funnel?from=2026-02-01&to=2026-03-01');
    expect(march1.rows.map((row) => row.job_id)).toEqual([jobs.j1]);
    // Only one end given: the other is 30 days away.
    expect((await report(x.token, 'funnel?from=2026-03-02')).period).toMatchObject({
      from: '2026-03-02',
      to: '2026-03-31',
    });
    expect((await report(x.token, 'funnel?to=2026-03-02')).period).toMatchObject({
      from: '2026-02-01',
      to: '2026-03-02',
    });
  });

  it('filters by team member: the jobs that member posted', async () => {
    const members = (await get(x.token, '/api/reports')).json().data.members as { id: number }[];
    expect(members).toHaveLength(1);
    const mine = await report(x.token, `funnel?member_id=${members[0]?.id}`);
    expect(mine.rows.length).toBeGreaterThan(0);
  });
});

describe('the links the portal makes carry the way in', () => {
  it("a candidate applying through a recruiter campaign mail's job link is counted under campaign", async () => {
    const job = await postJob(t.app, x.token, jobBody(m, { title: 'Campaign Planner' }));
    const template = await t.app.inject({
      method: 'POST',
      url: '/api/template/email',
      headers: bearer(x.token),
      payload: { name: 'Campaign link', subject: 'A role for you', body: '<p>See {{job.link}}</p>' },
    });
    expect(template.statusCode, template.body).toBe(201);
    const who = candidates[2] as { id: number; token: string; email: string };
    const send = await t.app.inject({
      method: 'POST',
      url: '/api/template/email/send',
      headers: bearer(x.token),
      payload: {
        template_id: template.json().data.id,
        job_id: job,
        recipients: { kind: 'candidates', candidate_ids: [who.id] },
      },
    });
    expect(send.statusCode, send.body).toBe(201);
    const [mail] = await t.database.db
      .select({ text: outbox.text })
      .from(outbox)
      .where(and(eq(outbox.to, who.email), eq(outbox.subject, 'A role for you')));
    const link = /http:\/\/portal\.test\/unauth\/jobs\/view\/\d+\?[^\s"<]+/.exec(mail?.text ?? '')?.[0] ?? '';
    const url = new URL(link);
    expect(url.pathname).toBe(`/unauth/jobs/view/${job}`);
    expect(url.searchParams.get('src')).toBe('campaign');
    // What the job page sends with the apply call: the link's src.
    await applied(
      who.token,
      job,
      { source: 'campaign', utm: null },
      { source: url.searchParams.get('src') as string },
    );
    const r = await report(x.token, `sources?job_id=${job}`);
    expect(r.rows.find((row) => row.source === 'Recruiter campaign')).toMatchObject({
      applications: 1,
      share: 100,
    });
  });
});

describe('reports: who sees what', () => {
  it("keeps each organisation's figures its own; master_admin names any with client_id", async () => {
    const theirs = await report(y.token, 'funnel');
    expect(theirs.organisation.id).toBe(y.id);
    expect(theirs.rows.map((r) => r.job_id)).toEqual([jobs.rival]);
    const asAdmin = await report(admin, `funnel?client_id=${x.id}`);
    expect(asAdmin.organisation).toEqual({ id: x.id, name: 'Reports Freight LLC' });
    expect(asAdmin.totals).toEqual((await report(x.token, 'funnel')).totals);
    const refused = await get(y.token, `/api/reports/funnel?client_id=${x.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: "Only the portal's administrators may see another organisation's reports",
    });
    expect((await get(admin, '/api/reports/funnel?client_id=999999')).statusCode).toBe(404);
    const catalogue = (await get(admin, `/api/reports?client_id=${x.id}`)).json().data;
    expect(catalogue.organisations.map((o: { id: number }) => o.id)).toEqual(
      expect.arrayContaining([x.id, y.id]),
    );
    const offered = catalogue.jobs.map((j: { id: number }) => j.id);
    expect(offered).toEqual(expect.arrayContaining([jobs.j1, jobs.j2]));
    expect(offered).not.toContain(jobs.rival);
    const own = (await get(x.token, '/api/reports')).json().data;
    expect(own.organisations).toEqual([]);
    expect(own.reports.map((r: { id: string }) => r.id)).toEqual(
      expect.arrayContaining(['funnel', 'time-in-stage', 'sources']),
    );
    expect(own.time_zone).toBe('Asia/Dubai');
  });

  it('refuses a job or team member of another organisation (404)', async () => {
    const job = await get(x.token, `/api/reports/funnel?job_id=${jobs.rival}`);
    expect(job.statusCode).toBe(404);
    expect(job.json()).toMatchObject({ message: 'Job not found in this organisation.' });
    const theirs = (await get(y.token, '/api/reports')).json().data.members as { id: number }[];
    const member = await get(x.token, `/api/reports/funnel?member_id=${theirs[0]?.id}`);
    expect(member.statusCode).toBe(404);
    expect(member.json()).toMatchObject({ message: 'Team member not found in this organisation.' });
  });

  it.each([
    ['funnel?from=2026-13-01', 'from'],
    ['funnel?from=2026-02-31', 'from'],
    ['funnel?from=yesterday', 'from'],
    ['funnel?from=2026-03-02&to=2026-03-01', 'from'],
    ['funnel?from=2025-01-01&to=2026-01-02', 'to'],
    ['funnel?job_id=abc', 'job_id'],
    ['funnel?surprise=1', undefined],
    ['funnel/export?format=pdf', 'format'],
  ])('answers 400 to %s', async (query, field) => {
    const res = await get(x.token, `/api/reports/${query}`);
    expect(res.statusCode, res.body).toBe(400);
    if (field) expect(res.json().message).toHaveProperty(field);
  });

  it('answers 404 to an unknown report', async () => {
    const res = await get(x.token, '/api/reports/salaries');
    expect([400, 404]).toContain(res.statusCode);
    expect(JSON.stringify(res.json())).toContain('No such report');
  });

  it('keeps the weekly mail opt-in per user', async () => {
    expect((await get(x.token, '/api/reports/subscription')).json().data).toEqual({ weekly: false });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/reports/subscription',
      headers: bearer(x.token),
      payload: { weekly: true },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await get(x.token, '/api/reports/subscription')).json().data).toEqual({ weekly: true });
    expect((await get(y.token, '/api/reports/subscription')).json().data).toEqual({ weekly: false });
  });
});

describe('report exports', () => {
  it('CSV: BOM, the column labels, the rows and totals, numbers as numbers', async () => {
    const r = await report(x.token, 'funnel');
    const res = await get(x.token, '/api/reports/funnel/export?format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="funnel_${r.period.from}_${r.period.to}.csv"`,
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(r.columns.map((c) => c.label).join(','));
    expect(lines).toHaveLength(r.rows.length + 2);
    const total = r.totals as Record<string, unknown>;
    expect(lines.at(-1)).toBe(r.columns.map((c) => total[c.key] ?? '').join(','));
  });

  it('CSV guards cells a spreadsheet would read as a formula', async () => {
    const job = await postJob(t.app, x.token, jobBody(m, { title: '=HYPERLINK("http://evil.test")' }));
    const c = await newCandidate(t.app);
    await applied(c.token, job, { source: 'direct', utm: null });
    const res = await get(x.token, `/api/reports/funnel/export?format=csv&job_id=${job}`);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
  });

  it('XLSX: title rows, the header, the rows and totals as numbers, read back with exceljs', async () => {
    const r = await report(x.token, 'sources');
    const res = await get(x.token, '/api/reports/sources/export?format=xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="sources_${r.period.from}_${r.period.to}.xlsx"`,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0] as ExcelJS.Worksheet;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual([r.title]);
    expect(values(2)).toEqual(['Reports Freight LLC']);
    expect(values(3)).toEqual([`${r.period.from} to ${r.period.to} (Asia/Dubai)`]);
    expect(values(5)).toEqual(r.columns.map((c) => c.label));
    r.rows.forEach((row, i) => {
      expect(values(6 + i)).toEqual(r.columns.map((c) => row[c.key] ?? undefined));
    });
    const total = r.totals as Record<string, unknown>;
    expect(values(6 + r.rows.length)).toEqual(r.columns.map((c) => total[c.key] ?? undefined));
    expect(typeof values(6)[2]).toBe('number');
  });
});
