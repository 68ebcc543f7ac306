import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, openTestDatabase, type TestApp } from '../../../test/helpers/app';
import { applyFor, newCandidate } from '../../../test/helpers/applications';
import { jobBody, loadMasters, type Masters, postJob } from '../../../test/helpers/jobs';
import { waitFor } from '../../../test/helpers/mail';
import { decodeQp } from '../../../test/helpers/mail-links';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { startSmtpCapture } from '../../../test/helpers/smtp';
import { outbox } from '../../core/db/schema/outbox';
import { subscriptions } from '../../core/db/schema/subscriptions';
import { users } from '../../core/db/schema/users';
import { enqueueMail } from '../../platform/mail/outbox-repository';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let t: TestApp;
let m: Masters;
let employer: string;

// A real SMTP server and the app's own worker (polling fast): what arrives is what a candidate gets.
beforeAll(async () => {
  smtp = await startSmtpCapture();
  const database = await openTestDatabase();
  t = await buildTestApp(
    database,
    { SMTP_URL: smtp.url, MAIL_FROM: 'Portal <jobs@portal.test>' },
    undefined,
    {
      mailPollMs: 200,
    },
  );
  m = await loadMasters(t.app);
  employer = await signIn(t.app, 'employer', DEMO.employer);
});
afterAll(async () => {
  await t.close();
  await t.database.close();
  await smtp.close();
});

const PREFS = '/api/candidate/mail-preferences';
const UNSUBSCRIBE = '/api/candidate/mail-preferences/unsubscribe';
const request = (method: 'GET' | 'PATCH' | 'POST', url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload: payload as object } : {}),
  });
const mailsTo = (email: string) =>
  smtp.received.filter((r) => r.to.includes(email)).map((r) => ({ raw: r.raw, body: decodeQp(r.raw) }));
const subjectOf = (raw: string) => /^Subject: (.*)$/m.exec(raw.replace(/\r?\n[ \t]+/g, ' '))?.[1] ?? '';
const move = (applicationId: number, body: Record<string, unknown>) =>
  request('POST', '/api/jobs/applicants/status', employer, { application_ids: [applicationId], ...body });
/** Every row of the outbox to `email` has left the queue (sent or skipped). */
const settled = (email: string) =>
  waitFor(async () => {
    const rows = await t.database.db.select().from(outbox).where(eq(outbox.to, email));
    return rows.every((r) => r.status === 'sent' || r.status === 'skipped') ? rows : undefined;
  }, 10_000);

async function appliedCandidate(title: string) {
  const me = await newCandidate(t.app);
  const job = await postJob(t.app, employer, jobBody(m, { title }));
  return { me, job, application: await applyFor(t.app, me.token, job) };
}

describe('mail preferences', () => {
  it('start with every kind on (weekly news only when subscribed), for candidates only', async () => {
    const me = await newCandidate(t.app);
    const res = await request('GET', PREFS, me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ application_status: true, job_alerts: true, weekly_news: false });
    expect((await request('GET', PREFS)).statusCode).toBe(401);
    expect((await request('GET', PREFS, employer)).statusCode).toBe(403);
  });

  it('refuses bad input with the field named, and changes nothing', async () => {
    const me = await newCandidate(t.app);
    for (const [payload, field] of [
      [{ application_status: 'maybe' }, 'application_status'],
      [{ job_alerts: 3 }, 'job_alerts'],
    ] as const) {
      const res = await request('PATCH', PREFS, me.token, payload);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().message)).toEqual([field]);
    }
    const unknown = await request('PATCH', PREFS, me.token, { marketing: false });
    expect(unknown.statusCode).toBe(400);
    const empty = await t.app.inject({
      method: 'PATCH',
      url: PREFS,
      headers: { ...bearer(me.token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'weekly_news=',
    });
    expect(empty.statusCode).toBe(400);
    expect((await request('GET', PREFS, me.token)).json().data.application_status).toBe(true);
  });

  it('saves each kind; weekly job news subscribes and unsubscribes the account address', async () => {
    const me = await newCandidate(t.app);
    const off = await request('PATCH', PREFS, me.token, { application_status: false, job_alerts: 'false' });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toEqual({ application_status: false, job_alerts: false, weekly_news: false });
    const on = await request('PATCH', PREFS, me.token, { weekly_news: true, job_alerts: true });
    expect(on.json().data).toEqual({ application_status: false, job_alerts: true, weekly_news: true });
    const stopped = await request('PATCH', PREFS, me.token, { weekly_news: false });
    expect(stopped.json().data.weekly_news).toBe(false);
  });

  it('subscribes the account in its language: an Arabic account gets the weekly job news in Arabic', async () => {
    const me = await newCandidate(t.app);
    await t.database.db.update(users).set({ locale: 'ar' }).where(eq(users.email, me.email.toLowerCase()));
    await request('PATCH', PREFS, me.token, { weekly_news: true });
    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.email, me.email.toLowerCase()));
    expect(row).toMatchObject({ locale: 'ar', unsubscribedAt: null });
    expect(row?.confirmedAt).not.toBeNull();
  });
});

describe('the mails a candidate expects', () => {
  it('sign-up: the welcome mail arrives once the address is confirmed', async () => {
    const me = await newCandidate(t.app, { first_name: 'Warda' });
    const welcome = await waitFor(() =>
      mailsTo(me.email).find((x) => subjectOf(x.raw) === 'Welcome to Logistics Jobs'),
    );
    expect(welcome.body).toContain('Hello Warda,');
    expect(welcome.body).toContain('http://portal.test/candidate/profile');
    expect(welcome.body).toContain('http://portal.test/candidate/profile#account');
  });

  it('apply: the receipt arrives once even when the apply is retried with its Idempotency-Key', async () => {
    const me = await newCandidate(t.app);
    const job = await postJob(t.app, employer, jobBody(m, { title: 'Receipt Forklift Lead' }));
    const key = randomUUID();
    const apply = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/jobs/apply',
        headers: { ...bearer(me.token), 'idempotency-key': key },
        payload: { job_id: job },
      });
    expect((await apply()).statusCode).toBe(201);
    expect((await apply()).statusCode).toBe(201);
    await settled(me.email);
    const receipts = mailsTo(me.email).filter(
      (x) => subjectOf(x.raw) === 'Application sent: Receipt Forklift Lead',
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.body).toContain('http://portal.test/candidate/job/applied');
  });

  it('status change without `notify`: the candidate is mailed, with a one-click unsubscribe that works', async () => {
    const { me, application } = await appliedCandidate('Status Mail Planner');
    const res = await move(application, { status: 'shortlisted' });
    expect(res.json().data).toMatchObject({ moved: 1, notified: 1 });
    const mail = await waitFor(() =>
      mailsTo(me.email).find((x) => subjectOf(x.raw) === 'You have been shortlisted: Status Mail Planner'),
    );
    expect(mail.body).toContain('http://portal.test/candidate/profile#account');
    const unfolded = mail.raw.replace(/\r?\n[ \t]+/g, ' ');
    expect(unfolded).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    const oneClick = /^List-Unsubscribe: <http:\/\/portal\.test([^>]+)>/m.exec(unfolded)?.[1] ?? '';
    expect(oneClick).toContain('category=application_status');
    // What providers and filters trust: a List-Id beside List-Unsubscribe, the sender and the
    // Message-ID at the portal's own domain, the HTML part's language.
    expect(unfolded).toMatch(/^List-Id: Application status updates <application-status\.portal\.test>$/im);
    expect(unfolded).toMatch(/^From: Portal <jobs@portal\.test>$/m);
    expect(unfolded).toMatch(/^Message-ID: <outbox-\d+-\d+@portal\.test>$/m);
    expect(mail.body).toContain('<html lang="en">');
    // The way out reads as a setting, not as bulk mail's "stop receiving future e-mails"
    // (SpamAssassin's END_FUTURE_EMAILS); the mail says what the application is and where it stands.
    expect(mail.body).toContain('Switch off application status updates with one click:');
    expect(mail.body).not.toMatch(/future|stop (receiving|these|getting)|unsubscribe from/i);
    expect(mail.body).toContain('Your application: Status Mail Planner at');
    expect(mail.body).toContain('Stage now: shortlisted.');

    // What a mail client sends for RFC 8058: a form POST to the header's URL, without signing in.
    const off = await t.app.inject({
      method: 'POST',
      url: oneClick,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toBe('You will no longer receive application status updates.');
    expect((await request('GET', PREFS, me.token)).json().data.application_status).toBe(false);

    // The same token is no key to another kind of mail, and a changed one is refused.
    const token = new URL(`http://x${oneClick}`).searchParams.get('token') ?? '';
    const other = await request('POST', UNSUBSCRIBE, undefined, { token, category: 'job_alerts' });
    expect(other.statusCode).toBe(400);
    const tampered = await request('POST', UNSUBSCRIBE, undefined, {
      token: token.replace(/^\d+/, (id) => String(Number(id) + 1)),
      category: 'application_status',
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().message.token).toEqual(['This unsubscribe link is not valid.']);
    const incomplete = await request('POST', UNSUBSCRIBE, undefined, { category: 'application_status' });
    expect(incomplete.statusCode).toBe(400);
    const unknown = await request('POST', UNSUBSCRIBE, undefined, { token, category: 'everything' });
    expect(unknown.statusCode).toBe(400);
  });

  it('status change with status mails turned off: nothing is sent; unticking also sends nothing', async () => {
    const { me, application } = await appliedCandidate('Quiet Customs Broker');
    await request('PATCH', PREFS, me.token, { application_status: false });
    const res = await move(application, { status: 'interview', notify: true });
    expect(res.json().data).toMatchObject({ moved: 1, notified: 0 });
    const other = await appliedCandidate('Unticked Customs Broker');
    const unticked = await move(other.application, { status: 'interview', notify: false });
    expect(unticked.json().data).toMatchObject({ moved: 1, notified: 0 });
    await Promise.all([settled(me.email), settled(other.me.email)]);
    for (const email of [me.email, other.me.email])
      expect(mailsTo(email).map((x) => subjectOf(x.raw))).not.toContainEqual(
        expect.stringMatching(/^Interview stage/),
      );
  });

  it('a queued mail of a kind turned off since is skipped when the worker comes to send it', async () => {
    const me = await newCandidate(t.app);
    await request('PATCH', PREFS, me.token, { job_alerts: false });
    await enqueueMail(t.database.db, [
      { to: me.email, category: 'job_alerts', subject: 'Queued alert digest', text: 'x', html: '<p>x</p>' },
      { to: me.email, subject: 'Queued essential notice', text: 'x', html: '<p>x</p>' },
    ]);
    await waitFor(() => mailsTo(me.email).find((x) => subjectOf(x.raw) === 'Queued essential notice'));
    const [digest] = await waitFor(async () => {
      const rows = await t.database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, me.email), eq(outbox.subject, 'Queued alert digest')));
      return rows[0]?.status === 'skipped' ? rows : undefined;
    });
    expect(digest?.sentAt).toBeNull();
    expect(mailsTo(me.email).map((x) => subjectOf(x.raw))).not.toContain('Queued alert digest');
  });
});
