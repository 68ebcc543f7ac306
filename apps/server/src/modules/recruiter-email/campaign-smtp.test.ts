import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, openTestDatabase, type TestApp } from '../../../test/helpers/app';
import { applyFor, newCandidate } from '../../../test/helpers/applications';
import { jobBody, loadMasters, newEmployer, postJob } from '../../../test/helpers/jobs';
import { waitFor } from '../../../test/helpers/mail';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { type ReceivedMail, startSmtpCapture } from '../../../test/helpers/smtp';
import type { Database } from '../../core/db/client';
import { outbox } from '../../core/db/schema/outbox';
import { emailCampaignRecipients } from '../../core/db/schema/recruiter-email';
import { createMailTransport } from '../../platform/mail/transport';
import { createOutboxWorker } from '../../platform/mail/worker-loop';
import { wantsMail } from '../mail-preferences';

/**
 * Campaigns through a real SMTP server: 50 applicants each get their own mail once, its response
 * and unsubscribe links work, an unsubscribed address gets nothing next time, and a worker that
 * dies in the middle of a campaign and is started again sends no mail twice and loses none.
 */
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let database: Database;
let t: TestApp;
let employer: { id: number; token: string };
let jobId: number;
let people: { id: number; email: string; name: string; token: string }[] = [];

const N = 50;
/** Letters only (names allow no digits): Candaa, Candab, ... */
const nameOf = (i: number) => `Cand${String.fromCharCode(97 + Math.floor(i / 26), 97 + (i % 26))}`;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  database = await openTestDatabase();
  // The worker is started by hand in these tests, so it can be "killed".
  t = await buildTestApp(database, {
    WORKER: 'off',
    SMTP_URL: smtp.url,
    RECRUITER_EMAIL_PER_MINUTE: '100000',
  });
  const m = await loadMasters(t.app);
  const admin = await signIn(t.app, 'admin', DEMO.master_admin);
  employer = await newEmployer(t.app, admin, 'Campaign SMTP LLC');
  jobId = await postJob(t.app, employer.token, jobBody(m, { title: 'Cold Store Supervisor' }));
  people = [];
  for (let i = 0; i < N; i += 1) {
    const c = await newCandidate(t.app, { first_name: nameOf(i) });
    await applyFor(t.app, c.token, jobId);
    people.push(c);
  }
}, 120_000);
afterAll(async () => {
  await t.close();
  await database.close();
  await smtp.close();
});

const worker = () =>
  createOutboxWorker({
    wantsMail,
    db: database.db,
    transport: createMailTransport({
      smtpUrl: smtp.url,
      mailFrom: 'Portal <jobs@portal.test>',
      dataDir: t.dataDir,
    }),
    log: t.app.log,
    intervalMs: 100,
  });

/** The mail's text with quoted-printable soft breaks and escapes undone. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** The mails of one campaign (by subject) that reached `email`. */
const mailsTo = (email: string, subject: string) =>
  smtp.received.filter((m) => m.to.includes(email) && m.raw.includes(`Subject: ${subject}`));

async function sendToApplicants(subject: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/template/email/send',
    headers: bearer(employer.token),
    payload: {
      subject,
      body: '<p>Dear {{candidate.first_name}}, about {{job.title}}:</p><p>{{response_links}}</p>',
      job_id: jobId,
      recipients: { kind: 'applicants', job_id: jobId },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { campaign_id: number } }>().data.campaign_id;
}

function countBySubject(subject: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of smtp.received)
    if (m.raw.includes(`Subject: ${subject}`))
      for (const to of m.to) counts.set(to, (counts.get(to) ?? 0) + 1);
  return counts;
}

describe('a campaign through a real SMTP server', () => {
  it('reaches 50 applicants once each, personalised, with working response and unsubscribe links', async () => {
    const subject = 'Opening one';
    await sendToApplicants(subject);
    const w = worker();
    w.start();
    try {
      await waitFor(() => (countBySubject(subject).size === N ? true : undefined), 60_000);
    } finally {
      await w.stop();
    }
    const counts = countBySubject(subject);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(counts.size).toBe(N);

    const first = people[0] as (typeof people)[number];
    const mail = mailsTo(first.email, subject)[0] as ReceivedMail;
    const body = decoded(mail.raw);
    expect(body).toContain('Dear Candaa, about Cold Store Supervisor');
    expect(mail.raw.replace(/\r?\n[ \t]+/g, ' ')).toMatch(
      /^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m,
    );

    // The "I'm interested" link of the mail records the answer (the page posts the token).
    const link = /http:\/\/portal\.test\/unauth\/email-response\/([^?"\s]+)\?answer=interested/.exec(body);
    expect(link).not.toBeNull();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/settings/email-response',
      payload: { token: link?.[1], answer: 'interested' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ answer: 'interested', job: { id: jobId } });

    // The second candidate presses "unsubscribe" in their mail client (RFC 8058 one-click).
    const second = people[1] as (typeof people)[number];
    // Long header lines are folded: unfold before reading.
    const raw = (mailsTo(second.email, subject)[0]?.raw ?? '').replace(/\r?\n[ \t]+/g, ' ');
    const header = /^List-Unsubscribe: <([^>]+)>/m.exec(raw)?.[1] ?? '';
    const url = new URL(header);
    expect(url.pathname).toBe('/api/settings/email-unsubscribe');
    const stop = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(stop.statusCode).toBe(200);

    // Next campaign: the unsubscribed candidate is skipped and gets nothing.
    const next = 'Opening two';
    const campaignId = await sendToApplicants(next);
    const w2 = worker();
    w2.start();
    try {
      await waitFor(() => (countBySubject(next).size === N - 1 ? true : undefined), 60_000);
    } finally {
      await w2.stop();
    }
    expect(mailsTo(second.email, next)).toHaveLength(0);
    const rows = await database.db
      .select({ email: emailCampaignRecipients.email, skip: emailCampaignRecipients.skipReason })
      .from(emailCampaignRecipients)
      .where(eq(emailCampaignRecipients.campaignId, campaignId));
    expect(rows.filter((r) => r.skip).map((r) => r)).toEqual([{ email: second.email, skip: 'unsubscribed' }]);
  }, 150_000);

  it('a worker killed mid-campaign and started again sends no mail twice and loses none', async () => {
    const subject = 'Opening after a crash';
    const campaignId = await sendToApplicants(subject);
    // Whoever unsubscribed in another test is skipped here: count the mails this campaign owes.
    const owed = (
      await database.db
        .select({ skip: emailCampaignRecipients.skipReason })
        .from(emailCampaignRecipients)
        .where(eq(emailCampaignRecipients.campaignId, campaignId))
    ).filter((r) => r.skip === null).length;
    // A transport that "dies" after 20 deliveries: its pass hangs like a killed process, leaving the
    // rows it had claimed in `sending`.
    const real = createMailTransport({
      smtpUrl: smtp.url,
      mailFrom: 'Portal <jobs@portal.test>',
      dataDir: t.dataDir,
    });
    let delivered = 0;
    const dying = createOutboxWorker({
      wantsMail,
      db: database.db,
      log: t.app.log,
      intervalMs: 100,
      transport: {
        kind: 'smtp',
        async send(row) {
          if (delivered >= 20) await new Promise(() => {});
          delivered += 1;
          await real.send(row);
        },
        close: () => real.close(),
      },
    });
    dying.start();
    await waitFor(() => (countBySubject(subject).size >= 20 ? true : undefined), 60_000);
    // Let the dying pass reach its hang; the process is "gone" from here on.
    await new Promise((r) => setTimeout(r, 300));
    expect(countBySubject(subject).size).toBe(20);
    // A killed process's connection goes with it.
    real.close();

    // A restarted worker takes over the rows left claimed once their claim is stale (5 minutes).
    const ids = (
      await database.db
        .select({ id: emailCampaignRecipients.outboxId })
        .from(emailCampaignRecipients)
        .where(eq(emailCampaignRecipients.campaignId, campaignId))
    ).flatMap((r) => (r.id == null ? [] : [r.id]));
    await database.db
      .update(outbox)
      .set({ claimedAt: new Date(Date.now() - 6 * 60_000) })
      .where(inArray(outbox.id, ids));
    const restarted = worker();
    restarted.start();
    try {
      await waitFor(() => (countBySubject(subject).size === owed ? true : undefined), 60_000);
      // Time for a wrongly repeated delivery to show up.
      await new Promise((r) => setTimeout(r, 500));
    } finally {
      await restarted.stop();
    }
    const counts = countBySubject(subject);
    expect(counts.size).toBe(owed);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    const statuses = await database.db
      .select({ s: outbox.status })
      .from(outbox)
      .where(inArray(outbox.id, ids));
    expect(statuses.every((r) => r.s === 'sent')).toBe(true);
  }, 150_000);
});
