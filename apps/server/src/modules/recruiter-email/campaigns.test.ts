import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { applyFor, newCandidate } from '../../../test/helpers/applications';
import { jobBody, loadMasters, type Masters, newEmployer, postJob } from '../../../test/helpers/jobs';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { TEST_JWT_SECRET } from '../../../test/setup/constants';
import { emailCampaignRecipients, emailSuppressions } from '../../core/db/schema/recruiter-email';
import { responseToken, unsubscribeToken } from './tokens';

let t: Awaited<ReturnType<typeof setupFile>>;
let m: Masters;
let admin: string;
let owner: { id: number; token: string };
let other: { id: number; token: string };
const secret = new TextEncoder().encode(TEST_JWT_SECRET);

beforeAll(async () => {
  t = await setupFile({ WORKER: 'off', RECRUITER_EMAIL_PER_MINUTE: '6000' });
  m = await loadMasters(t.app);
  admin = await signIn(t.app, 'admin', DEMO.master_admin);
  owner = await newEmployer(t.app, admin, 'Campaign Owner LLC');
  other = await newEmployer(t.app, admin, 'Campaign Other LLC');
});
afterAll(() => t.close());

const call = (token: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload: payload as string } : {}),
  });

const message = {
  subject: 'Hello {{candidate.first_name}}',
  body: '<p>About {{job.title}}: {{response_links}}</p>',
};

/** A job of `org` with `n` fresh applicants; returns the job and the candidates. */
async function jobWithApplicants(org: { token: string }, n: number) {
  const jobId = await postJob(t.app, org.token, jobBody(m));
  const people = [];
  for (let i = 0; i < n; i += 1) {
    const c = await newCandidate(t.app);
    await applyFor(t.app, c.token, jobId);
    people.push(c);
  }
  return { jobId, people };
}

async function send(payload: object, token = owner.token) {
  return call(token, 'POST', '/api/template/email/send', payload);
}

describe('sending a campaign', () => {
  it('writes one row per applicant, counts and lists them, and filters by status', async () => {
    const { jobId, people } = await jobWithApplicants(owner, 3);
    const res = await send({ ...message, job_id: jobId, recipients: { kind: 'applicants', job_id: jobId } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ queued: 3, skipped: 0 });
    const id = res.json().data.campaign_id;
    const page = await call(owner.token, 'GET', `/api/settings/email-responses/${id}`);
    expect(page.json().campaign.counts).toMatchObject({ recipients: 3, queued: 3, sent: 0, skipped: 0 });
    expect(
      page
        .json()
        .data.map((r: { email: string }) => r.email)
        .sort(),
    ).toEqual(people.map((p) => p.email).sort());
    const shortlisted = await send({
      ...message,
      job_id: jobId,
      recipients: { kind: 'applicants', job_id: jobId, statuses: ['shortlisted'] },
    });
    expect(shortlisted.json().message).toEqual({ recipients: ['Nobody matches: choose other recipients'] });
  });

  it('refuses bad input with the field named, and writes nothing', async () => {
    const { jobId, people } = await jobWithApplicants(owner, 1);
    const cases: [object, Record<string, string[]>][] = [
      [
        { recipients: { kind: 'applicants', job_id: jobId } },
        { subject: ['Subject is required'], body: ['Message is required'] },
      ],
      [
        { ...message, recipients: { kind: 'nobody' } },
        { 'recipients.kind': ['Choose who receives the mail'] },
      ],
      [
        {
          ...message,
          subject: 'Hi {{candidate.nmae}}',
          recipients: { kind: 'candidates', candidate_ids: [people[0]?.id] },
        },
        { subject: ['Unknown merge tag {{candidate.nmae}}'] },
      ],
      [
        { ...message, recipients: { kind: 'candidates', candidate_ids: [people[0]?.id] } },
        { job_id: ['Choose a job: the message uses {{job.title}}'] },
      ],
      [
        { ...message, job_id: jobId, recipients: { kind: 'candidates', candidate_ids: [] } },
        { 'recipients.candidate_ids': ['Choose at least one candidate'] },
      ],
      [
        {
          ...message,
          subject: 'Hello\r\nBcc: everyone@example.com',
          recipients: { kind: 'candidates', candidate_ids: [people[0]?.id] },
        },
        { subject: ['Subject must be one line (no line breaks)'] },
      ],
    ];
    for (const [payload, expected] of cases) {
      const res = await send(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toEqual(expected);
    }
    const list = await call(owner.token, 'GET', '/api/settings/email-responses?page_size=100');
    for (const c of list.json().data as { source: string; counts: { recipients: number } }[])
      expect(c.counts.recipients).toBeGreaterThan(0);
  });

  it("keeps another organisation's template, job, candidates and campaign out of reach (404)", async () => {
    const { jobId, people } = await jobWithApplicants(owner, 1);
    const sent = await send({ ...message, job_id: jobId, recipients: { kind: 'applicants', job_id: jobId } });
    const campaignId = sent.json().data.campaign_id;
    const tpl = (await call(owner.token, 'POST', '/api/template/email', { name: 'Mine', ...message })).json()
      .data.id;
    const theirJob = (await jobWithApplicants(other, 0)).jobId;
    expect((await call(other.token, 'GET', `/api/settings/email-responses/${campaignId}`)).statusCode).toBe(
      404,
    );
    expect(
      (await call(other.token, 'GET', `/api/settings/email-responses/${campaignId}/export`)).statusCode,
    ).toBe(404);
    const lists = (await call(other.token, 'GET', '/api/settings/email-responses')).json().data;
    expect(lists.map((c: { id: number }) => c.id)).not.toContain(campaignId);
    const attempts = [
      { template_id: tpl, job_id: theirJob, recipients: { kind: 'applicants', job_id: theirJob } },
      { ...message, job_id: theirJob, recipients: { kind: 'applicants', job_id: jobId } },
      { ...message, job_id: theirJob, recipients: { kind: 'candidates', candidate_ids: [people[0]?.id] } },
    ];
    for (const payload of attempts) expect((await send(payload, other.token)).statusCode).toBe(404);
    const single = await call(other.token, 'POST', '/api/settings/send-single-email', {
      subject: 'Hi',
      body: '<p>Hi</p>',
      candidate_id: people[0]?.id,
    });
    expect(single.statusCode).toBe(404);
  });

  it('skips and counts unsubscribed, bounced and hidden candidates, and never mails them', async () => {
    const { jobId, people } = await jobWithApplicants(owner, 4);
    const [a, b, c] = people;
    await t.database.db.insert(emailSuppressions).values([
      { email: a?.email as string, reason: 'unsubscribed' },
      { email: b?.email as string, reason: 'bounced', detail: '550 no such user' },
    ]);
    const hide = await t.app.inject({
      method: 'PATCH',
      url: '/api/candidate/update',
      headers: bearer(c?.token ?? ''),
      payload: { hidden: true },
    });
    expect(hide.statusCode, hide.body).toBe(200);
    const res = await send({ ...message, job_id: jobId, recipients: { kind: 'applicants', job_id: jobId } });
    expect(res.json().data).toEqual({
      campaign_id: expect.any(Number),
      queued: 1,
      skipped: 3,
      skipped_by_reason: { unsubscribed: 1, bounced: 1, hidden: 1 },
    });
    const rows = await t.database.db
      .select()
      .from(emailCampaignRecipients)
      .where(eq(emailCampaignRecipients.campaignId, res.json().data.campaign_id));
    expect(rows.filter((r) => r.outboxId !== null).map((r) => r.email)).toEqual([people[3]?.email]);
    const skipped = await call(
      owner.token,
      'GET',
      `/api/settings/email-responses/${res.json().data.campaign_id}?status=skipped`,
    );
    expect(
      skipped
        .json()
        .data.map((r: { reason: string }) => r.reason)
        .sort(),
    ).toEqual(['Address bounced', 'Hidden from the CV database', 'Unsubscribed from recruiter mail']);
  });

  it("stops at the organisation's daily cap from its plan (409), writing nothing", async () => {
    const org = await newEmployer(t.app, admin, 'Capped Recruiters LLC');
    const plan = await call(admin, 'POST', '/api/plans/', {
      name: `Cap ${Date.now()}`,
      limits: { active_jobs: null, cv_views: null, cv_downloads: null, recruiter_emails: 2, users: null },
    });
    const assigned = await call(admin, 'PUT', `/api/employers/${org.id}/plan`, {
      plan_id: plan.json().data.id,
      starts_on: new Date().toISOString().slice(0, 10),
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const { jobId } = await jobWithApplicants(org, 3);
    const over = await send(
      { ...message, job_id: jobId, recipients: { kind: 'applicants', job_id: jobId } },
      org.token,
    );
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toMatch(/recruiter e-mails/i);
    expect((await call(org.token, 'GET', '/api/settings/email-responses')).json().meta.total).toBe(0);
  });

  it('is refused without the sending permission (candidate: 403)', async () => {
    const c = await newCandidate(t.app);
    expect(
      (await send({ ...message, recipients: { kind: 'candidates', candidate_ids: [c.id] } }, c.token))
        .statusCode,
    ).toBe(403);
    expect((await call(c.token, 'GET', '/api/settings/email-responses')).statusCode).toBe(403);
  });
});

describe('response links', () => {
  async function oneRecipient() {
    const { jobId } = await jobWithApplicants(owner, 1);
    const res = await send({ ...message, job_id: jobId, recipients: { kind: 'applicants', job_id: jobId } });
    const id = res.json().data.campaign_id;
    const [row] = await t.database.db
      .select({ id: emailCampaignRecipients.id })
      .from(emailCampaignRecipients)
      .where(eq(emailCampaignRecipients.campaignId, id));
    return { campaignId: id, recipientId: row?.id as number, jobId };
  }
  const later = () => new Date(Date.now() + 86_400_000);

  it('records an answer without sign-in, lets it be changed, and shows it to the recruiter', async () => {
    const { campaignId, recipientId, jobId } = await oneRecipient();
    const token = responseToken(secret, recipientId, later());
    const first = await call(null, 'POST', '/api/settings/email-response', { token, answer: 'interested' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ answer: 'interested', job: { id: jobId, open: true } });
    const changed = await call(null, 'POST', '/api/settings/email-response', { token, answer: 'call_me' });
    expect(changed.json().data.answer).toBe('call_me');
    const view = await call(null, 'GET', `/api/settings/email-response?token=${encodeURIComponent(token)}`);
    expect(view.json().data.answer).toBe('call_me');
    const page = await call(owner.token, 'GET', `/api/settings/email-responses/${campaignId}?answer=call_me`);
    expect(page.json().data).toHaveLength(1);
    expect(page.json().campaign.answers).toMatchObject({ call_me: 1, interested: 0 });
    const csv = await call(owner.token, 'GET', `/api/settings/email-responses/${campaignId}/export`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Call me');
  });

  it("shows the subject as the recipient's mail had it, with its merge tags filled in", async () => {
    const { jobId, people } = await jobWithApplicants(owner, 1);
    const res = await send({
      subject: 'Role for you, {{candidate.first_name}}: {{job.title}} at {{organisation.name}}',
      body: message.body,
      job_id: jobId,
      recipients: { kind: 'applicants', job_id: jobId },
    });
    const [row] = await t.database.db
      .select({ id: emailCampaignRecipients.id })
      .from(emailCampaignRecipients)
      .where(eq(emailCampaignRecipients.campaignId, res.json().data.campaign_id));
    const token = responseToken(secret, row?.id as number, later());
    const view = await call(null, 'GET', `/api/settings/email-response?token=${encodeURIComponent(token)}`);
    const firstName = people[0]?.name.split(' ')[0];
    expect(view.json().data.subject).toBe(
      `Role for you, ${firstName}: ${jobBody(m).title} at Campaign Owner LLC`,
    );
  });

  it("another campaign's link answers that campaign only, even for the same candidate", async () => {
    const first = await oneRecipient();
    // The same applicant mailed again, in a second campaign.
    const again = await send({
      ...message,
      job_id: first.jobId,
      recipients: { kind: 'applicants', job_id: first.jobId },
    });
    const secondId = again.json().data.campaign_id;
    const token = responseToken(secret, first.recipientId, later());
    const res = await call(null, 'POST', '/api/settings/email-response', { token, answer: 'not_interested' });
    expect(res.statusCode).toBe(200);
    const answers = async (id: number) =>
      (await call(owner.token, 'GET', `/api/settings/email-responses/${id}`)).json().campaign.answers;
    expect(await answers(first.campaignId)).toMatchObject({ not_interested: 1 });
    expect(await answers(secondId)).toMatchObject({ not_interested: 0, interested: 0 });
  });

  it('answers expired, tampered and malformed links with a clear 404 or 400, never a 500', async () => {
    const { recipientId } = await oneRecipient();
    const expired = responseToken(secret, recipientId, new Date(Date.now() - 1000));
    const res = await call(null, 'POST', '/api/settings/email-response', {
      token: expired,
      answer: 'interested',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/expired/);
    const good = responseToken(secret, recipientId, later());
    // Another recipient's id with this signature, or another campaign's recipient: not valid.
    const [, exp, sig] = good.split('.');
    const forged = `${recipientId + 1}.${exp}.${sig}`;
    for (const token of [
      forged,
      `${good.slice(0, -2)}xx`,
      'not-a-token',
      unsubscribeToken(secret, recipientId),
    ]) {
      const r = await call(null, 'GET', `/api/settings/email-response?token=${encodeURIComponent(token)}`);
      expect(r.statusCode, token).toBe(404);
      expect(r.json().message).toMatch(/not valid/);
    }
    const bad = await call(null, 'POST', '/api/settings/email-response', { token: good, answer: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual({ answer: ['Choose an answer'] });
  });

  it('one-click unsubscribe suppresses the address; a tampered token changes nothing', async () => {
    const { recipientId } = await oneRecipient();
    const token = unsubscribeToken(secret, recipientId);
    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/settings/email-unsubscribe?token=${recipientId}.${'A'.repeat(43)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/settings/email-unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ email: emailCampaignRecipients.email })
      .from(emailCampaignRecipients)
      .where(eq(emailCampaignRecipients.id, recipientId));
    const [s] = await t.database.db
      .select()
      .from(emailSuppressions)
      .where(eq(emailSuppressions.email, row?.email as string));
    expect(s?.reason).toBe('unsubscribed');
  });
});

describe('suppression list', () => {
  it('staff see bounced and unsubscribed addresses and lift one; the candidate sees their own status', async () => {
    const c = await newCandidate(t.app);
    await t.database.db
      .insert(emailSuppressions)
      .values({ email: c.email, reason: 'bounced', detail: '550 5.1.1 mailbox unavailable' });
    const mine = await call(c.token, 'GET', '/api/settings/email-status');
    expect(mine.json().data).toMatchObject({
      email: c.email,
      status: 'bounced',
      detail: '550 5.1.1 mailbox unavailable',
    });

    const list = await call(
      admin,
      'GET',
      `/api/settings/email-suppressions?q=${encodeURIComponent(c.email)}`,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([expect.objectContaining({ email: c.email, reason: 'bounced' })]);
    // A tenant's user may not see or change the portal-wide list.
    expect((await call(owner.token, 'GET', '/api/settings/email-suppressions')).statusCode).toBe(403);

    const lift = await t.app.inject({
      method: 'DELETE',
      url: `/api/settings/email-suppressions?email=${encodeURIComponent(c.email)}`,
      headers: bearer(admin),
    });
    expect(lift.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/settings/email-suppressions?email=${encodeURIComponent(c.email)}`,
      headers: bearer(admin),
    });
    expect(again.statusCode).toBe(404);
    expect((await call(c.token, 'GET', '/api/settings/email-status')).json().data.status).toBe('ok');
  });
});
