import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { jobBody, loadMasters, postJob } from '../../../test/helpers/jobs';
import { waitFor } from '../../../test/helpers/mail';
import { decodeQp } from '../../../test/helpers/mail-links';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { startSmtpCapture } from '../../../test/helpers/smtp';
import { TEST_JWT_SECRET } from '../../../test/setup/constants';
import { masterItems } from '../../core/db/schema/master-data';
import { outbox } from '../../core/db/schema/outbox';
import { newsletterIssues, subscriptions } from '../../core/db/schema/subscriptions';
import { currentSendAt, isoWeek } from './schedule';
import { encodeIssueSubject } from './stored-subject';
import { tidyPending } from './subscriptions';
import { sendWeeklyIssue, type WeeklyDeps, weeklyPass } from './weekly';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let t: Awaited<ReturnType<typeof setupFile>>;
let admin: string;
let deps: WeeklyDeps;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await setupFile({ SMTP_URL: smtp.url, MAIL_FROM: 'Portal <jobs@portal.test>' });
  admin = await signIn(t.app, 'admin', DEMO.master_admin);
  deps = {
    db: t.database.db,
    log: t.app.log,
    secret: new TextEncoder().encode(TEST_JWT_SECRET),
    publicUrl: 'http://portal.test',
    notifyMail: () => undefined,
  };
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const tag = () => Math.random().toString(36).slice(2, 8);
const SUBJECT = 'Request for E mail subscription';
const subscribe = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/settings/subscription', payload: { email, subject: SUBJECT } });
const mailsTo = (to: string) =>
  smtp.received.filter((m) => m.to.includes(to)).map((m) => ({ ...m, body: decodeQp(m.raw) }));
/** The week's issue is claimed by whichever pass runs first (the app's own worker too): free it for this step. */
const freeThisWeek = () =>
  t.database.db.delete(newsletterIssues).where(eq(newsletterIssues.week, isoWeek(currentSendAt(new Date()))));
const confirmLink = async (email: string) =>
  waitFor(
    () =>
      /\/unauth\/subscription\/confirm\?token=([0-9]+\.[A-Za-z0-9_-]{43})/.exec(
        mailsTo(email).at(-1)?.body ?? '',
      )?.[1],
    10_000,
  );

describe('the weekly job news through a real SMTP server', () => {
  it('subscribe, confirm from the mail, receive the digest, unsubscribe with one click, receive nothing more', async () => {
    const email = `reader.${tag()}@example.com`;
    const m = await loadMasters(t.app);
    const jobTitle = `Reefer technician ${tag()}`;
    await postJob(t.app, admin, jobBody(m, { title: jobTitle }));
    const newsTitle = `Jebel Ali berth opens ${tag()}`;
    const news = await t.app.inject({
      method: 'POST',
      url: '/api/settings/logistics-news',
      headers: bearer(admin),
      payload: {
        title: newsTitle,
        summary: 'The new berth adds 1.2 million TEU a year of container capacity.',
        body: '<p>Opened this week.</p>',
        status: 'published',
      },
    });
    expect(news.statusCode).toBe(201);

    expect((await subscribe(email)).json().message).toMatch(/Please confirm from the e-mail/);
    const token = await confirmLink(email);
    expect(mailsTo(email)[0]?.raw).toMatch(/^Subject: Please confirm your subscription/m);

    // Unconfirmed: the week's issue does not reach the address.
    await freeThisWeek();
    await sendWeeklyIssue(deps);
    await new Promise((r) => setTimeout(r, 2500));
    expect(mailsTo(email)).toHaveLength(1);

    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/settings/subscription/confirm',
      payload: { token },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.email).toBe(email);

    await freeThisWeek();
    expect(await sendWeeklyIssue(deps)).toBeGreaterThanOrEqual(1);
    const digest = await waitFor(
      () => mailsTo(email).find((x) => x.raw.includes('Subject: Weekly job news')),
      10_000,
    );
    expect(digest.body).toContain(jobTitle);
    expect(digest.body).toContain(newsTitle);
    expect(digest.body).toMatch(/\/unauth\/jobs\/view\/\d+/);
    expect(digest.body).toMatch(/\/unauth\/subscription\/unsubscribe\?token=/);
    const unfolded = digest.raw.replace(/\r?\n[ \t]+/g, ' ');
    expect(unfolded).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    const oneClick = /^List-Unsubscribe: <(http:\/\/portal\.test[^>]+)>/m.exec(unfolded)?.[1] ?? '';
    expect(oneClick).toContain('/api/settings/subscription/unsubscribe?token=');

    // What a mail client sends for RFC 8058: a form POST to the header's URL.
    const off = await t.app.inject({
      method: 'POST',
      url: oneClick.replace('http://portal.test', ''),
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.email).toBe(email);

    await freeThisWeek();
    await sendWeeklyIssue(deps);
    await new Promise((r) => setTimeout(r, 2500));
    expect(mailsTo(email).filter((x) => x.raw.includes('Subject: Weekly job news'))).toHaveLength(1);
  });

  it('sends one issue a week with two workers running at once', async () => {
    const email = `twice.${tag()}@example.com`;
    await subscribe(email);
    await t.database.db
      .update(subscriptions)
      .set({ confirmedAt: sql`now()` })
      .where(eq(subscriptions.email, email));
    const m = await loadMasters(t.app);
    await postJob(t.app, admin, jobBody(m, { title: `Forklift driver ${tag()}` }));
    await freeThisWeek();
    const results = await Promise.all([sendWeeklyIssue(deps), sendWeeklyIssue(deps)]);
    expect(results.filter((r) => r === null)).toHaveLength(1);
    const [rows] = await t.database.db
      .select({ n: count() })
      .from(newsletterIssues)
      .where(eq(newsletterIssues.week, isoWeek(currentSendAt(new Date()))));
    expect(rows?.n).toBe(1);
    await waitFor(() => mailsTo(email).find((x) => x.raw.includes('Subject: Weekly job news')), 10_000);
    await new Promise((r) => setTimeout(r, 2500));
    expect(mailsTo(email).filter((x) => x.raw.includes('Subject: Weekly job news'))).toHaveLength(1);
  });
});

describe("in the subscriber's language", () => {
  const subscribeIn = (email: string, language: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/settings/subscription',
      payload: { email, subject: SUBJECT },
      headers: { 'accept-language': language },
    });
  const queuedTo = (to: string) =>
    t.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.id);

  it("mails the confirmation and the weekly issue in Arabic to an Arabic page's sign-up, in English to an English one", async () => {
    const arabic = `qari.${tag()}@example.com`;
    const english = `reader.${tag()}@example.com`;
    expect((await subscribeIn(arabic, 'ar-AE,ar;q=0.9,en;q=0.8')).statusCode).toBe(200);
    expect((await subscribeIn(english, 'en-GB,en;q=0.9')).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(subscriptions)
      .where(sql`${subscriptions.email} in (${arabic}, ${english})`);
    expect(Object.fromEntries(rows.map((r) => [r.email, r.locale]))).toEqual({
      [arabic]: 'ar',
      [english]: 'en',
    });

    const [arConfirm] = await queuedTo(arabic);
    expect(arConfirm?.subject).toBe('يُرجى تأكيد اشتراكك في النشرة الأسبوعية للوظائف');
    expect(arConfirm?.text).toContain('وسيُحذف العنوان خلال 7 أيام');
    expect(arConfirm?.html).toContain('<html lang="ar" dir="rtl">');
    expect(arConfirm?.text).toMatch(/http:\/\/portal\.test\/ar\/unauth\/subscription\/confirm\?token=/);
    const [enConfirm] = await queuedTo(english);
    expect(enConfirm?.subject).toBe('Please confirm your subscription to the weekly job news');
    expect(enConfirm?.text).toMatch(/http:\/\/portal\.test\/unauth\/subscription\/confirm\?token=/);
    await t.database.db
      .update(subscriptions)
      .set({ confirmedAt: sql`now()` })
      .where(sql`${subscriptions.email} in (${arabic}, ${english})`);

    const m = await loadMasters(t.app);
    const key = tag();
    await postJob(
      t.app,
      admin,
      jobBody(m, { title: `Forklift operator ${key}`, title_ar: `مشغل رافعة شوكية ${key}` }),
    );
    await postJob(t.app, admin, jobBody(m, { title: `Customs clerk ${key}` }));
    const news = await t.app.inject({
      method: 'POST',
      url: '/api/settings/logistics-news',
      headers: bearer(admin),
      payload: {
        title: `Khalifa Port expands ${key}`,
        summary: 'A new terminal doubles the port’s capacity for roll-on cargo.',
        title_ar: `توسعة ميناء خليفة ${key}`,
        summary_ar: 'محطة جديدة تضاعف طاقة الميناء لاستقبال البضائع الدحرجة.',
        body: '<p>Opened this week.</p>',
        status: 'published',
      },
    });
    expect(news.statusCode).toBe(201);
    const [warehousing] = await t.database.db
      .select({ nameAr: masterItems.nameAr })
      .from(masterItems)
      .where(eq(masterItems.id, m('functional_areas', 'warehousing')));

    await freeThisWeek();
    expect(await sendWeeklyIssue(deps)).toBeGreaterThanOrEqual(2);
    const arIssue = (await queuedTo(arabic)).find((x) => x.category === 'weekly_news');
    expect(arIssue?.subject).toMatch(/^النشرة الأسبوعية للوظائف: /);
    expect(arIssue?.html).toContain('<html lang="ar" dir="rtl">');
    expect(arIssue?.text).toContain('هذا الأسبوع على Logistics Jobs');
    // The Arabic title where the job has one, the English where it has none.
    expect(arIssue?.text).toContain(`مشغل رافعة شوكية ${key}`);
    expect(arIssue?.text).not.toContain(`Forklift operator ${key}`);
    expect(arIssue?.text).toContain(`Customs clerk ${key}`);
    if (warehousing?.nameAr) expect(arIssue?.text).toContain(warehousing.nameAr);
    expect(arIssue?.text).toContain(`توسعة ميناء خليفة ${key}`);
    expect(arIssue?.html).toContain('محطة جديدة تضاعف طاقة الميناء');
    expect(arIssue?.text).toMatch(/http:\/\/portal\.test\/ar\/unauth\/jobs\/view\/\d+/);
    expect(arIssue?.text).toMatch(/http:\/\/portal\.test\/ar\/unauth\/subscription\/unsubscribe\?token=/);
    expect(arIssue?.text).not.toMatch(/This week on|Unsubscribe/);

    const enIssue = (await queuedTo(english)).find((x) => x.category === 'weekly_news');
    expect(enIssue?.subject).toMatch(/^Weekly job news: \d+ new logistics jobs? and \d+ news articles?$/);
    expect(enIssue?.html).toContain('<html lang="en">');
    expect(enIssue?.text).toContain(`Forklift operator ${key}`);
    expect(enIssue?.text).not.toContain(`مشغل رافعة شوكية ${key}`);
    expect(enIssue?.text).toContain(`Khalifa Port expands ${key}`);
    expect(enIssue?.text).toMatch(/http:\/\/portal\.test\/unauth\/jobs\/view\/\d+/);
  });
});

describe('double opt-in rules', () => {
  it('refuses incomplete and forged links; an old link stops working once a new one is mailed', async () => {
    const confirm = (payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/settings/subscription/confirm', payload: payload as string });
    expect((await confirm({})).statusCode).toBe(400);
    expect((await confirm({ token: 'nonsense' })).statusCode).toBe(400);
    expect((await confirm({ token: `1.${'a'.repeat(43)}` })).statusCode).toBe(404);
    expect((await confirm({ token: 'x', admin: true })).statusCode).toBe(400);
    const unsub = await t.app.inject({
      method: 'POST',
      url: '/api/settings/subscription/unsubscribe',
      payload: {},
    });
    expect(unsub.statusCode).toBe(400);

    const email = `again.${tag()}@example.com`;
    await subscribe(email);
    const first = await confirmLink(email);
    // A repeat within minutes mails nothing; later, a fresh link replaces the first.
    await subscribe(email);
    await new Promise((r) => setTimeout(r, 2500));
    expect(mailsTo(email)).toHaveLength(1);
    await t.database.db
      .update(subscriptions)
      .set({ confirmSentAt: sql`now() - interval '1 hour'` })
      .where(eq(subscriptions.email, email));
    await subscribe(email);
    await waitFor(() => (mailsTo(email).length === 2 ? true : undefined), 10_000);
    expect((await confirm({ token: first })).statusCode).toBe(404);
    expect((await confirm({ token: await confirmLink(email) })).statusCode).toBe(200);
  });

  it('deletes addresses left unconfirmed for 7 days and mails a link to those never sent one', async () => {
    const stale = `stale.${tag()}@example.com`;
    const legacy = `legacy.${tag()}@example.com`;
    await t.database.db.insert(subscriptions).values([
      { email: stale, subject: SUBJECT, confirmSentAt: new Date(Date.now() - 8 * 86_400_000) },
      { email: legacy, subject: SUBJECT },
    ]);
    const result = await tidyPending(deps);
    expect(result.purged).toBeGreaterThanOrEqual(1);
    expect(await t.database.db.select().from(subscriptions).where(eq(subscriptions.email, stale))).toEqual(
      [],
    );
    await confirmLink(legacy);
    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.email, legacy)));
    expect(row?.confirmSentAt).not.toBeNull();
  });
});

describe('staff', () => {
  it('see the subscribers with counts, export them, see the issues and preview the next', async () => {
    const email = `staffview.${tag()}@example.com`;
    await subscribe(email);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/settings/subscription/subscribers?q=${email}`,
      headers: bearer(admin),
    });
    expect(list.json().data).toEqual([expect.objectContaining({ email, status: 'pending' })]);
    expect(list.json().meta.counts).toEqual({ pending: 1, confirmed: 0, unsubscribed: 0 });
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/settings/subscription/subscribers/export?status=pending',
      headers: bearer(admin),
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(`${email},pending`);
    const issues = await t.app.inject({
      method: 'GET',
      url: '/api/settings/subscription/issues',
      headers: bearer(admin),
    });
    expect(issues.statusCode).toBe(200);
    const preview = await t.app.inject({
      method: 'GET',
      url: '/api/settings/subscription/preview',
      headers: bearer(admin),
    });
    expect(preview.json().data).toMatchObject({ subject: expect.stringMatching(/^Weekly job news/) });
    expect(preview.json().data.html).toContain('This week on Logistics Jobs');

    const employer = await signIn(t.app, 'employer', DEMO.employer);
    for (const url of ['subscribers', 'subscribers/export', 'issues', 'preview']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/settings/subscription/${url}`,
        headers: bearer(employer),
      });
      expect(res.statusCode).toBe(403);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/settings/subscription/${url}` })).statusCode,
      ).toBe(401);
    }
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/settings/subscription/subscribers?status=gone',
          headers: bearer(admin),
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('the issues staff read', () => {
  it("say each subject in the reader's language; a subject stored in English stays as it was", async () => {
    // A week with nothing new (long ahead), sent the real way; one with jobs and news; one stored before.
    expect(await sendWeeklyIssue(deps, new Date('2029-03-12T10:00:00Z'))).toBe(0);
    await t.database.db.insert(newsletterIssues).values([
      { week: '2029-W12', subject: encodeIssueSubject({ jobs: 3, news: 1 }), jobs: 3, news: 1 },
      { week: '2029-W13', subject: 'Weekly job news: 2 new logistics jobs', jobs: 2 },
    ]);
    const subjects = async (language: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/settings/subscription/issues',
        headers: { ...bearer(admin), 'accept-language': language },
      });
      const rows = res.json().data as { week: string; subject: string }[];
      return Object.fromEntries(
        rows.filter((r) => r.week.startsWith('2029-')).map((r) => [r.week, r.subject]),
      );
    };
    expect(await subjects('en')).toEqual({
      '2029-W11': 'Weekly job news: 0 new logistics jobs',
      '2029-W12': 'Weekly job news: 3 new logistics jobs and 1 news article',
      '2029-W13': 'Weekly job news: 2 new logistics jobs',
    });
    expect(await subjects('ar')).toEqual({
      '2029-W11': 'النشرة الأسبوعية للوظائف: لا وظائف لوجستية جديدة',
      '2029-W12': 'النشرة الأسبوعية للوظائف: 3 وظائف لوجستية جديدة وخبر واحد',
      '2029-W13': 'Weekly job news: 2 new logistics jobs',
    });
  });
});

describe('when the weekly job news goes out', () => {
  const issueWeeks = async (weeks: string[]) =>
    (await t.database.db.select({ week: newsletterIssues.week }).from(newsletterIssues))
      .map((r) => r.week)
      .filter((w) => weeks.includes(w));

  it('a fresh start on a Saturday waits for the next Monday 07:00 in the UAE (03:00 UTC)', async () => {
    const saturday = new Date('2027-03-13T10:00:00Z');
    await weeklyPass(deps, saturday, new Date('2027-03-13T10:05:00Z'));
    await weeklyPass(deps, saturday, new Date('2027-03-15T02:55:00Z'));
    expect(await issueWeeks(['2027-W10', '2027-W11'])).toEqual([]);
    await weeklyPass(deps, saturday, new Date('2027-03-15T03:05:00Z'));
    expect(await issueWeeks(['2027-W10', '2027-W11'])).toEqual(['2027-W11']);
  });

  it("a worker restarted on Monday morning still sends that Monday's issue", async () => {
    const monday = new Date('2027-03-22T09:00:00Z');
    await weeklyPass(deps, monday, new Date('2027-03-22T09:01:00Z'));
    expect(await issueWeeks(['2027-W12'])).toEqual(['2027-W12']);
  });
});
