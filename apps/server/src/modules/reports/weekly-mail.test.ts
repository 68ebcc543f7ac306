import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { applyFor, newCandidate } from '../../../test/helpers/applications';
import { jobBody, loadMasters, type Masters, newEmployer, postJob } from '../../../test/helpers/jobs';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { TEST_JWT_SECRET } from '../../../test/setup/constants';
import { outbox } from '../../core/db/schema/outbox';
import { reportSubscriptions } from '../../core/db/schema/reports';
import { customRoles } from '../../core/db/schema/roles';
import { users } from '../../core/db/schema/users';
import { utcToZoned, zonedToUtc } from '../../core/lib/zoned-time';
import { createPermissionStore } from '../../platform/auth/permission-store';
import { addDays } from './period';
import { createReportService } from './service';
import { queueWeeklyReports, serviceRunner, weeklyUnsubscribeLinks } from './weekly-mail';
import { formatCell, weekLabel } from './weekly-mail-content';

/*
 * The weekly report mail (issue 30 item 1) with a fixed clock: Monday 08:00 Asia/Dubai, once, to
 * subscribers who still hold reports.view, with their own organisation's figures of last week. Each
 * test has its own organisations and subscribers, so the order they run in does not matter.
 */
let t: Awaited<ReturnType<typeof setupFile>>;
let m: Masters;
let admin: string;
let deps: Parameters<typeof queueWeeklyReports>[0];

const ZONE = 'Asia/Dubai';
const today = utcToZoned(new Date(), ZONE).date;
const weekday = (d: string) => ((new Date(`${d}T00:00:00Z`).getUTCDay() + 6) % 7) + 1; // Monday 1 … Sunday 7
/** The Monday after today: its mail covers the week holding today (where the test's applications are). */
const monday = addDays(today, 8 - weekday(today));
const week = { from: addDays(monday, -7), to: addDays(monday, -1) };
const at = (day: string, time: string) => zonedToUtc(day, time, ZONE) as Date;

const call = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload: payload as string } : {}) });
const mailsTo = (to: string) =>
  t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), like(outbox.subject, 'Weekly report for %')))
    .orderBy(outbox.id);
const mailOfWeek = async (to: string, w = week) =>
  (await mailsTo(to)).filter((x) => x.subject.endsWith(weekLabel(w)));
async function userOf(token: string) {
  const me = (await call(token, 'GET', '/api/user/')).json().data as { user: { email: string } };
  const [u] = await t.database.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, me.user.email));
  return u as { id: number; email: string };
}
/** Subscribed well before the week (as a subscriber of some weeks standing) unless `since` says when. */
async function subscribe(
  token: string,
  since = new Date(Date.parse(`${week.from}T00:00:00Z`) - 30 * 86_400_000),
) {
  const res = await call(token, 'PUT', '/api/reports/subscription', { weekly: true });
  expect(res.statusCode, res.body).toBe(200);
  const u = await userOf(token);
  await t.database.db
    .update(reportSubscriptions)
    .set({ updatedAt: since })
    .where(eq(reportSubscriptions.userId, u.id));
  return u;
}
/** A new employer organisation with a job of the given title and `applicants` applications this week. */
async function organisationWith(name: string, title: string, applicants: number) {
  const org = await newEmployer(t.app, admin, name);
  const job = await postJob(t.app, org.token, jobBody(m, { title }));
  for (let i = 0; i < applicants; i++) {
    const c = await newCandidate(t.app, {
      first_name: `${name.split(' ')[0]} ${'ABCDEFGHIJ'[i]}`,
      last_name: 'Weekly',
    });
    await applyFor(t.app, c.token, job);
  }
  return org;
}

beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  m = await loadMasters(t.app);
  admin = await signIn(t.app, 'admin', DEMO.master_admin);
  const service = createReportService({
    db: t.database.db,
    permissions: createPermissionStore(t.database.db),
  });
  deps = {
    db: t.database.db,
    publicUrl: 'http://portal.test',
    secret: new TextEncoder().encode(TEST_JWT_SECRET),
    runReport: serviceRunner(service),
  };
});
afterAll(() => t.close());

describe('the weekly report mail', () => {
  it('is sent on Monday at 08:00 in Asia/Dubai, not at 07:59, and once across two runs and two workers', async () => {
    const org = await organisationWith('Timing Freight', 'Timing Reach Truck Driver', 1);
    const u = await subscribe(org.token);
    // Last week's mail is out already, as on any Monday of a standing subscription.
    await queueWeeklyReports(deps, at(addDays(monday, -7), '08:00'));
    expect(await mailsTo(u.email)).toHaveLength(1);
    await queueWeeklyReports(deps, at(monday, '07:59'));
    expect(await mailsTo(u.email)).toHaveLength(1);
    await Promise.all([
      queueWeeklyReports(deps, at(monday, '08:00')),
      queueWeeklyReports(deps, at(monday, '08:00')),
    ]);
    await queueWeeklyReports(deps, at(monday, '08:05'));
    await queueWeeklyReports(deps, at(addDays(monday, 3), '12:00'));
    expect(await mailsTo(u.email)).toHaveLength(2);
    const [mail] = await mailOfWeek(u.email);
    expect(mail?.subject).toBe(`Weekly report for Timing Freight: ${weekLabel(week)}`);
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.text).toContain('http://portal.test/management/reports');
    expect(mail?.html).toContain('/unauth/reports/unsubscribe?token=');
  });

  it('goes to a subscriber who reads Arabic in Arabic, with the /ar reports page', async () => {
    const org = await organisationWith('Qari Freight', 'Qari Reach Truck Driver', 2);
    const u = await subscribe(org.token);
    await t.database.db.update(users).set({ locale: 'ar' }).where(eq(users.id, u.id));
    await queueWeeklyReports(deps, at(monday, '08:00'));
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.to, u.email));
    const mail = mails.find((x) => x.subject.endsWith(weekLabel(week, 'ar')));
    expect(mail?.subject).toBe(`التقرير الأسبوعي لـ Qari Freight: ${weekLabel(week, 'ar')}`);
    expect(mail?.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail?.text).toContain('مسار التوظيف');
    expect(mail?.text).toContain('  تقدّموا: 2');
    expect(mail?.text).toContain('Qari Reach Truck Driver: 2');
    expect(mail?.text).toContain('http://portal.test/ar/management/reports');
    expect(mail?.html).toContain('http://portal.test/ar/unauth/reports/unsubscribe?token=');
    expect(mail?.text).not.toMatch(/Hello|Hiring funnel|See every report/);
  });

  it("carries the reports' own figures of the week, and never another organisation's", async () => {
    const employer = await signIn(t.app, 'employer', DEMO.employer);
    const ours = await postJob(t.app, employer, jobBody(m, { title: 'Weekly Report Forklift Lead' }));
    for (const name of ['Ali', 'Bea']) {
      const c = await newCandidate(t.app, { first_name: name, last_name: 'Weekly' });
      await applyFor(t.app, c.token, ours);
    }
    const rival = await organisationWith('Weekly Rival Freight', 'Rival Secret <Dispatcher>', 1);
    const me = await subscribe(employer);
    const them = await subscribe(rival.token);
    await queueWeeklyReports(deps, at(monday, '08:00'));
    const [mail] = await mailOfWeek(me.email);
    const funnel = await call(employer, 'GET', `/api/reports/funnel?from=${week.from}&to=${week.to}`);
    expect(funnel.statusCode, funnel.body).toBe(200);
    const report = funnel.json().data as {
      columns: { key: string; label: string; kind: 'count' | 'percent' | 'text' }[];
      rows: Record<string, string | number | null>[];
      totals: Record<string, number | null>;
    };
    expect(report.totals.applied).toBeGreaterThanOrEqual(2);
    for (const c of report.columns.filter((x) => x.kind !== 'text'))
      expect(mail?.text).toContain(`  ${c.label}: ${formatCell(report.totals[c.key] ?? null, c.kind)}`);
    const sources = (
      await call(employer, 'GET', `/api/reports/sources?from=${week.from}&to=${week.to}`)
    ).json().data as { rows: { source: string; applications: number }[] };
    for (const r of sources.rows) expect(mail?.text).toContain(`  ${r.source}: ${r.applications} ·`);
    // The best jobs are the funnel's top rows by applications.
    expect(mail?.text).toContain(`  ${report.rows[0]?.job}: ${report.rows[0]?.applied}`);
    expect(mail?.text).toContain('Weekly Report Forklift Lead');
    expect(`${mail?.text}${mail?.html}`).not.toContain('Rival Secret');
    const [theirs] = await mailOfWeek(them.email);
    expect(theirs?.text).toContain('Rival Secret <Dispatcher>: 1');
    expect(theirs?.html).toContain('Rival Secret &lt;Dispatcher&gt;');
    expect(theirs?.text).not.toContain('Weekly Report Forklift Lead');
    expect(theirs?.text).toContain('  Applied: 1');
  });

  it('a Monday the worker missed is sent later that week, once; a new subscriber waits for the next Monday', async () => {
    const ats = await signIn(t.app, 'admin', DEMO.ats);
    const standing = await subscribe(ats);
    const consultancyAdmin = await signIn(t.app, 'admin', DEMO.consultancy_admin);
    // Opted in on Monday after the mail hour: this week has nothing for them.
    const late = await subscribe(consultancyAdmin, at(monday, '10:00'));
    await queueWeeklyReports(deps, at(addDays(monday, 2), '15:00'));
    await queueWeeklyReports(deps, at(addDays(monday, 4), '09:00'));
    const caughtUp = await mailOfWeek(standing.email);
    expect(caughtUp).toHaveLength(1);
    expect(caughtUp[0]?.text).toContain('http://portal.test/admin-pannel/reports');
    expect(await mailOfWeek(late.email)).toHaveLength(0);
    // A week that has ended is not sent late: the next pass is next week's.
    const next = { from: monday, to: addDays(monday, 6) };
    await queueWeeklyReports(deps, at(addDays(monday, 7), '08:30'));
    expect(await mailOfWeek(late.email, next)).toHaveLength(1);
    expect(await mailOfWeek(late.email)).toHaveLength(0);
    expect(await mailOfWeek(standing.email, next)).toHaveLength(1);
  });

  it('is not sent to a user who opted out (the one-click link) or lost reports.view', async () => {
    const out = await organisationWith('Optout Freight', 'Optout Planner', 1);
    const lost = await organisationWith('Lostperm Freight', 'Lostperm Planner', 1);
    const optedOut = await subscribe(out.token);
    const lostUser = await subscribe(lost.token);
    // The mail client's one-click POST, as the headers of the mail say.
    const oneClick = /<([^>]+)>/.exec(
      weeklyUnsubscribeLinks(deps.secret, deps.publicUrl, optedOut.id).headers['List-Unsubscribe'] ?? '',
    )?.[1] as string;
    const url = new URL(oneClick);
    const off = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await call(out.token, 'GET', '/api/reports/subscription')).json().data).toEqual({
      weekly: false,
    });
    // A forged token is refused with 400, not 500.
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/reports/subscription/unsubscribe?token=x.y',
    });
    expect(forged.statusCode).toBe(400);
    // The other user's role no longer grants reports.view (a custom role without it).
    await t.database.db
      .insert(customRoles)
      .values({ key: 'no_reports', name: 'No reports', kind: 'employer' });
    await t.database.db.update(users).set({ customRole: 'no_reports' }).where(eq(users.id, lostUser.id));
    await queueWeeklyReports(deps, at(monday, '08:30'));
    await queueWeeklyReports(deps, at(addDays(monday, 1), '08:30'));
    expect(await mailsTo(optedOut.email)).toHaveLength(0);
    expect(await mailsTo(lostUser.email)).toHaveLength(0);
  });
});
