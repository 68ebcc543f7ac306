import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { jobBody, loadMasters, type Masters, postJob } from '../../../test/helpers/jobs';
import { waitFor } from '../../../test/helpers/mail';
import { registerCandidate } from '../../../test/helpers/registration';
import { bearer, candidateBody, DEMO, signIn } from '../../../test/helpers/requests';
import { startSmtpCapture } from '../../../test/helpers/smtp';
import { TEST_JWT_SECRET } from '../../../test/setup/constants';
import { jobAlerts } from '../../core/db/schema/alerts';
import { outbox } from '../../core/db/schema/outbox';
import { users } from '../../core/db/schema/users';
import { createMailTransport } from '../../platform/mail/transport';
import { createOutboxWorker, type OutboxWorker } from '../../platform/mail/worker-loop';
import { wantsMail } from '../mail-preferences';
import { type DigestDeps, runDueAlerts } from './digest';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let t: Awaited<ReturnType<typeof setupFile>>;
let mailer: OutboxWorker;
let deps: DigestDeps;
let m: Masters;
let employer: string;
const candidate = candidateBody({ first_name: 'Aisha' });
let token: string;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  // The app's own worker is off so the test decides when digests run; the mail goes out over SMTP.
  t = await setupFile({ WORKER: 'off' });
  const transport = createMailTransport({
    smtpUrl: smtp.url,
    mailFrom: 'Portal <jobs@portal.test>',
    dataDir: t.dataDir,
  });
  mailer = createOutboxWorker({ wantsMail, db: t.database.db, transport, log: t.app.log, intervalMs: 100 });
  mailer.start();
  deps = {
    db: t.database.db,
    log: t.app.log,
    // The app's secret: the links the digest carries must open at the app's unsubscribe endpoint.
    secret: new TextEncoder().encode(TEST_JWT_SECRET),
    publicUrl: 'http://portal.test',
    notifyMail: () => mailer.poke(),
  };
  m = await loadMasters(t.app);
  employer = await signIn(t.app, 'employer', DEMO.employer);
  ({ token } = await registerCandidate(t.app, candidate));
});
afterAll(async () => {
  await mailer.stop();
  await t.close();
  await smtp.close();
});

const qp = (s: string) =>
  Buffer.from(
    s
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

/** Headers unfolded and decoded, the quoted-printable body decoded: what a mail reader shows. */
function readable(raw: string): string {
  const lf = raw.replace(/\r\n/g, '\n');
  const split = lf.indexOf('\n\n');
  const head = lf
    .slice(0, split)
    .replace(/\n[ \t]+/g, ' ')
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=\s*/gi, (_, q: string) => qp(q.replace(/_/g, ' ')))
    .replace(/=\?UTF-8\?B\?([^?]*)\?=\s*/gi, (_, b: string) => Buffer.from(b, 'base64').toString('utf8'));
  return head + qp(lf.slice(split));
}
// The sign-up's confirmation and welcome mails are not digests.
const SIGN_UP = ['Confirm your email address', 'Welcome to Logistics Jobs'];
const mailsTo = () =>
  smtp.received
    .filter((r) => r.to.includes(candidate.email) && !SIGN_UP.some((s) => r.raw.includes(`Subject: ${s}`)))
    .map((r) => readable(r.raw));
const outboxCount = async () =>
  (
    await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, candidate.email), eq(outbox.category, 'job_alerts')))
  ).length;

let alertId: number;
const makeDue = () =>
  t.database.db
    .update(jobAlerts)
    .set({ nextRunAt: sql`now() - interval '1 minute'` })
    .where(eq(jobAlerts.id, alertId));
const dubai = (m: Masters) => ({
  country_id: m('countries', 'united-arab-emirates'),
  state_id: m('states', 'dubai'),
});
const abuDhabi = (m: Masters) => ({
  country_id: m('countries', 'united-arab-emirates'),
  state_id: m('states', 'abu-dhabi'),
});
const post = (title: string, location: Record<string, number>) =>
  postJob(t.app, employer, jobBody(m, { title, locations: [location] }));

describe('job alert digests over a real SMTP server', () => {
  it('sends nothing while no new job matches, but moves the schedule', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/jobs/alert',
      headers: bearer(token),
      payload: { criteria: { keyword: 'reefer', location: [m('states', 'dubai')] } },
    });
    expect(res.statusCode).toBe(201);
    alertId = res.json().data.id;
    await makeDue();
    expect(await runDueAlerts(deps)).toEqual({ runs: 1, mailed: 0 });
    expect(await outboxCount()).toBe(0);
    const [row] = await t.database.db.select().from(jobAlerts).where(eq(jobAlerts.id, alertId));
    expect((row?.nextRunAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    // Not due any more: a second pass does nothing.
    expect(await runDueAlerts(deps)).toEqual({ runs: 0, mailed: 0 });
  });

  let matching: number;
  it('mails a new matching job once, never a non-matching one, with the unsubscribe headers', async () => {
    matching = await post('Reefer Container Technician', dubai(m));
    const elsewhere = await post('Reefer Fleet Technician', abuDhabi(m));
    const otherWork = await post('Customs Clearance Officer', dubai(m));
    await makeDue();
    expect(await runDueAlerts(deps)).toEqual({ runs: 1, mailed: 1 });
    const [mail] = await waitFor(() => (mailsTo().length ? mailsTo() : undefined));
    expect(mail).toContain('Subject: 1 new job for');
    expect(mail).toContain('reefer · Dubai');
    expect(mail).toContain('Reefer Container Technician');
    expect(mail).toContain(`href="http://portal.test/unauth/jobs/view/${matching}?src=alert"`);
    expect(mail).toContain(
      `Reefer Container Technician\nGulf Freight Solutions LLC · Dubai · AED 6,000–9,000 a month\nhttp://portal.test/unauth/jobs/view/${matching}?src=alert\n`,
    );
    expect(mail).not.toContain(`/unauth/jobs/view/${elsewhere}`);
    expect(mail).not.toContain(`/unauth/jobs/view/${otherWork}`);
    expect(mail).toContain('Content-Type: text/plain');
    expect(mail).toContain('Content-Type: text/html');
    expect(mail).toContain('http://portal.test/candidate/job-alert');
    expect(mail).toMatch(/href="http:\/\/portal\.test\/unauth\/job-alert\/unsubscribe\?token=\d+\.[\w-]+"/);
    expect(mail).toMatch(
      /^List-Unsubscribe: <http:\/\/portal\.test\/api\/jobs\/alert\/unsubscribe\?token=[^>]+>/m,
    );
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);

    // Run again (due again): the job already mailed is not sent a second time, so no mail at all.
    await makeDue();
    expect(await runDueAlerts(deps)).toEqual({ runs: 1, mailed: 0 });
    expect(await outboxCount()).toBe(1);
  });

  it('mails the next new job without repeating the first', async () => {
    const next = await post('Reefer Maintenance Lead', dubai(m));
    await makeDue();
    expect(await runDueAlerts(deps)).toEqual({ runs: 1, mailed: 1 });
    const mails = await waitFor(() => (mailsTo().length === 2 ? mailsTo() : undefined));
    expect(mails[1]).toContain(`/unauth/jobs/view/${next}`);
    expect(mails[1]).not.toContain(`/unauth/jobs/view/${matching}`);
    const inAll = mailsTo().join('\n').split(`/unauth/jobs/view/${matching}?src=alert"`).length - 1;
    expect(inAll).toBe(1);
  });

  it('stops the digests after a one-click unsubscribe through the List-Unsubscribe URL', async () => {
    const mail = mailsTo()[0] ?? '';
    const url = /^List-Unsubscribe: <([^>]+)>/m.exec(mail)?.[1] ?? '';
    const path = new URL(url).pathname + new URL(url).search;
    const oneClick = () =>
      t.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const res = await oneClick();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { name: 'reefer · Dubai' },
      message: 'You will no longer receive this alert.',
    });
    // Idempotent: a second click (or the web page after the mail client) is still a success.
    expect((await oneClick()).statusCode).toBe(200);

    await post('Reefer Depot Supervisor', dubai(m));
    await makeDue();
    expect(await runDueAlerts(deps)).toEqual({ runs: 0, mailed: 0 });
    expect(await outboxCount()).toBe(2);
    const alerts = await t.app.inject({ method: 'GET', url: '/api/jobs/alert', headers: bearer(token) });
    expect(alerts.json().data[0]).toMatchObject({ id: alertId, active: false });
  });

  it('refuses a forged or missing token', async () => {
    const forged = `${alertId}.${'A'.repeat(43)}`;
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/jobs/alert/unsubscribe',
      payload: { token: forged },
    });
    expect(bad.statusCode).toBe(404);
    const missing = await t.app.inject({ method: 'POST', url: '/api/jobs/alert/unsubscribe', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toHaveProperty('token');
  });
});

describe('an alert of several locations', () => {
  it('keeps all three locations through create, list and edit, and mails the jobs of each', async () => {
    const person = candidateBody({ first_name: 'Omar' });
    const own = (await registerCandidate(t.app, person)).token;
    const places = [m('states', 'dubai'), m('states', 'sharjah'), m('states', 'abu-dhabi')];
    const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(own), ...(payload ? { payload } : {}) });
    // As "Create alert from this search" sends a search of three locations.
    const created = await call('POST', '/api/jobs/alert', {
      criteria: { keyword: 'quillback', location: places.map(String) },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    const listed = async () =>
      (await call('GET', '/api/jobs/alert')).json().data.find((a: { id: number }) => a.id === id);
    expect((await listed()).criteria.location).toEqual(places);
    expect((await listed()).labels).toContainEqual({ key: 'location', label: 'Dubai, Sharjah, Abu Dhabi' });
    expect((await listed()).search_query).toBe(`keyword=quillback&location=${places.join(',')}`);

    // Edited: the name alone, then the criteria as the form sends them (ids as numbers).
    expect((await call('PATCH', `/api/jobs/alert/${id}`, { name: 'Quillback jobs' })).statusCode).toBe(200);
    expect((await listed()).criteria.location).toEqual(places);
    const edited = await call('PATCH', `/api/jobs/alert/${id}`, {
      criteria: { keyword: 'quillback', location: places },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await listed()).criteria.location).toEqual(places);

    const at = (state: string) => ({
      country_id: m('countries', 'united-arab-emirates'),
      state_id: m('states', state),
    });
    const jobs = {
      dubai: await post('Quillback Dock Lead Dubai', at('dubai')),
      sharjah: await post('Quillback Dock Lead Sharjah', at('sharjah')),
      abuDhabi: await post('Quillback Dock Lead Abu Dhabi', at('abu-dhabi')),
      rak: await post('Quillback Dock Lead Ras Al Khaimah', at('ras-al-khaimah')),
    };
    await t.database.db
      .update(jobAlerts)
      .set({ nextRunAt: sql`now() - interval '1 minute'` })
      .where(eq(jobAlerts.id, id));
    await runDueAlerts(deps);
    const mail = await waitFor(
      () =>
        smtp.received
          .filter((r) => r.to.includes(person.email) && r.raw.includes('Quillback'))
          .map((r) => readable(r.raw))[0],
    );
    expect(mail).toContain('Subject: 3 new jobs for');
    for (const jobId of [jobs.dubai, jobs.sharjah, jobs.abuDhabi])
      expect(mail).toContain(`/unauth/jobs/view/${jobId}?src=alert"`);
    expect(mail).not.toContain(`/unauth/jobs/view/${jobs.rak}?src=alert"`);
  });
});

describe('a digest in the candidate’s language', () => {
  it('mails a candidate who reads Arabic in Arabic, with the Arabic job titles and /ar links', async () => {
    const reader = await registerCandidate(t.app, { first_name: 'Noura' });
    await t.database.db.update(users).set({ locale: 'ar' }).where(eq(users.id, reader.id));
    const key = Math.random().toString(36).slice(2, 8);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/jobs/alert',
      headers: bearer(reader.token),
      payload: { name: `Forklift ${key}`, criteria: { keyword: `forklift${key}` } },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id as number;
    const withArabic = await postJob(
      t.app,
      employer,
      jobBody(m, {
        title: `Forklift operator forklift${key}`,
        title_ar: `مشغل رافعة شوكية ${key}`,
        locations: [dubai(m)],
      }),
    );
    const englishOnly = await postJob(
      t.app,
      employer,
      jobBody(m, { title: `Forklift trainer forklift${key}`, locations: [dubai(m)] }),
    );
    await t.database.db
      .update(jobAlerts)
      .set({ nextRunAt: sql`now() - interval '1 minute'` })
      .where(eq(jobAlerts.id, id));
    expect((await runDueAlerts(deps)).mailed).toBeGreaterThanOrEqual(1);
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, reader.email), eq(outbox.category, 'job_alerts')));
    expect(mail?.subject).toBe(`وظيفتان جديدتان لتنبيه «Forklift ${key}»`);
    expect(mail?.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail?.text).toContain('مرحباً Noura،');
    expect(mail?.text).toContain(`وظيفتان جديدتان تطابقان تنبيه الوظائف «Forklift ${key}».`);
    // The Arabic title where the job has one; the English one where it has none.
    expect(mail?.text).toContain(`مشغل رافعة شوكية ${key}`);
    expect(mail?.text).not.toContain(`Forklift operator forklift${key}`);
    expect(mail?.text).toContain(`Forklift trainer forklift${key}`);
    // The place by its Arabic name, the salary with the Arabic period.
    expect(mail?.text).toContain(' · دبي · ');
    expect(mail?.text).toContain('شهريًا');
    expect(mail?.text).toContain(`http://portal.test/ar/unauth/jobs/view/${withArabic}?src=alert`);
    expect(mail?.text).toContain(`http://portal.test/ar/unauth/jobs/view/${englishOnly}?src=alert`);
    expect(mail?.text).toContain('إدارة التنبيهات: http://portal.test/ar/candidate/job-alert');
    expect(mail?.html).toMatch(/href="http:\/\/portal\.test\/ar\/unauth\/job-alert\/unsubscribe\?token=/);
    expect(mail?.text).not.toMatch(/Hello|new jobs? match|Manage alerts/);
  });
});
