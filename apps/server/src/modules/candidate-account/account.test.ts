import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { applyFor, newCandidate } from '../../../test/helpers/applications';
import { jobBody, loadMasters, postJob } from '../../../test/helpers/jobs';
import { bearer, candidateBody, DEMO, signIn } from '../../../test/helpers/requests';
import { operatorClientId } from '../../../test/helpers/tenancy';
import { fileUpload, minimalPdf } from '../../../test/helpers/uploads';
import { jobAlerts } from '../../core/db/schema/alerts';
import { applicationEvents, applications, savedJobs } from '../../core/db/schema/applications';
import { consultantFeedback } from '../../core/db/schema/candidates';
import { interviews } from '../../core/db/schema/interviews';
import { jobs } from '../../core/db/schema/jobs';
import { messages } from '../../core/db/schema/messages';
import { offers } from '../../core/db/schema/offers';
import { outbox } from '../../core/db/schema/outbox';
import { scorecards } from '../../core/db/schema/scorecards';
import { applicationScreenings } from '../../core/db/schema/screening';

let t: Awaited<ReturnType<typeof setupFile>>;
beforeAll(async () => {
  t = await setupFile();
});
afterAll(() => t.close());

/** candidateBody's password, which newCandidate registers with. */
const PASSWORD = candidateBody().password;
const NEW_PASSWORD = 'Pallet-Jack-Sunrise-93';

const changePassword = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/user/change-password', headers: bearer(token), payload });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/user/', headers: bearer(token) });

describe('POST user/change-password', () => {
  it('changes the password, ends other sessions and keeps this one going with a new token', async () => {
    const cand = await newCandidate(t.app);
    const other = await signIn(t.app, 'candidate', cand.email, PASSWORD);
    const res = await changePassword(cand.token, { current_password: PASSWORD, new_password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    const fresh: string = res.json().data.token;
    expect(fresh).not.toBe(cand.token);

    expect((await me(cand.token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(fresh)).statusCode).toBe(200);
    await expect(signIn(t.app, 'candidate', cand.email, PASSWORD)).rejects.toThrow(/401/);
    await expect(signIn(t.app, 'candidate', cand.email, NEW_PASSWORD)).resolves.toBeTruthy();

    const mails = await t.database.db.select().from(outbox).where(eq(outbox.to, cand.email));
    expect(mails.map((m) => m.subject)).toContain('Your password was changed');
    expect(mails.some((m) => m.text.includes(NEW_PASSWORD))).toBe(false);
  });

  it('serves staff too: their wrong current password is refused the same way', async () => {
    const admin = await signIn(t.app, 'admin', DEMO.master_admin);
    const res = await changePassword(admin, { current_password: 'wrong-one', new_password: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({ current_password: ['The current password is incorrect.'] });
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const cand = await newCandidate(t.app);
    const res = await changePassword(cand.token, {
      current_password: 'not-my-password',
      new_password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({ current_password: ['The current password is incorrect.'] });
    expect((await me(cand.token)).statusCode).toBe(200);
    await expect(signIn(t.app, 'candidate', cand.email, PASSWORD)).resolves.toBeTruthy();
  });

  it.each([
    [{ new_password: PASSWORD }, { new_password: ['Choose a password different from the current one'] }],
    [{ new_password: 'short' }, { new_password: ['Password must be at least 8 characters'] }],
    [
      { new_password: 'Password123' },
      { new_password: ['This password is too common. Choose a less guessable one.'] },
    ],
    [{ new_password: NEW_PASSWORD, token_version: 0 }, { token_version: ['Unknown field'] }],
    [
      { current_password: undefined, new_password: NEW_PASSWORD },
      { current_password: ['Password is required'] },
    ],
  ])('refuses a bad new password, naming the field: %j', async (change, fields) => {
    const cand = await newCandidate(t.app);
    const res = await changePassword(cand.token, { current_password: PASSWORD, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(fields);
    expect((await me(cand.token)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/change-password',
      payload: { current_password: PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET candidate/export', () => {
  it('holds every profile field, the files, applications with history, saved jobs and alerts — never feedback', async () => {
    const cand = await newCandidate(t.app);
    const db = t.database.db;
    await t.app.inject({
      method: 'PUT',
      url: '/api/candidate/summary',
      headers: bearer(cand.token),
      payload: { headline: 'Fleet controller', summary: 'Ten years running a fleet of 80 trucks.' },
    });
    const cv = fileUpload(minimalPdf('Fleet telematics'), 'fleet-cv.pdf', 'application/pdf');
    await t.app.inject({
      method: 'POST',
      url: '/api/candidate/cv',
      payload: cv.payload,
      headers: { ...cv.headers, ...bearer(cand.token) },
    });
    const employer = await signIn(t.app, 'employer', DEMO.employer);
    const jobId = await postJob(
      t.app,
      employer,
      jobBody(await loadMasters(t.app), { title: 'Fleet Manager' }),
    );
    const [application] = await db
      .insert(applications)
      .values({ jobId, candidateId: cand.id, coverNote: 'I know the routes.' })
      .returning();
    if (!application) throw new Error('no application');
    await db.insert(applicationEvents).values([
      { applicationId: application.id, status: 'applied', changedBy: cand.id },
      { applicationId: application.id, status: 'shortlisted' },
    ]);
    await db.insert(savedJobs).values({ candidateId: cand.id, jobId });
    await db.insert(jobAlerts).values({
      candidateId: cand.id,
      name: 'Fleet jobs',
      criteria: { q: 'fleet' },
      nextRunAt: new Date(),
    });
    await db.insert(consultantFeedback).values({
      candidateId: cand.id,
      clientId: await operatorClientId(db),
      body: 'STAFF-ONLY: strong on routes',
    });

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/export',
      headers: bearer(cand.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.json();
    expect(data.account).toMatchObject({ email: cand.email, role: 'candidate' });
    expect(data.profile).toMatchObject({ user_id: cand.id, headline: 'Fleet controller' });
    expect(Object.keys(data.profile)).toEqual(
      expect.arrayContaining(['educations', 'employments', 'certifications', 'desired_job', 'skills', 'cv']),
    );
    expect(data.files).toEqual([
      {
        kind: 'cv',
        name: 'fleet-cv.pdf',
        type: 'application/pdf',
        size: expect.any(Number),
        uploaded_at: expect.any(String),
      },
    ]);
    expect(data.applications).toEqual([
      expect.objectContaining({
        job_id: jobId,
        job_title: 'Fleet Manager',
        cover_note: 'I know the routes.',
        history: [
          expect.objectContaining({ status: 'applied' }),
          expect.objectContaining({ status: 'shortlisted' }),
        ],
      }),
    ]);
    expect(data.saved_jobs).toEqual([expect.objectContaining({ job_id: jobId, job_title: 'Fleet Manager' })]);
    expect(data.job_alerts).toEqual([
      expect.objectContaining({ name: 'Fleet jobs', criteria: { q: 'fleet' } }),
    ]);
    expect(res.body).not.toContain('STAFF-ONLY');
    expect(res.body).not.toMatch(/password|token_version|argon2/i);
  });

  it('holds the screening answers, interviews, messages and offers — never scorecards', async () => {
    const cand = await newCandidate(t.app);
    const db = t.database.db;
    const employer = await signIn(t.app, 'employer', DEMO.employer);
    const jobId = await postJob(
      t.app,
      employer,
      jobBody(await loadMasters(t.app), { title: 'Reefer Driver' }),
    );
    const [job] = await db
      .select({ clientId: jobs.clientId, postedBy: jobs.createdBy })
      .from(jobs)
      .where(eq(jobs.id, jobId));
    const [application] = await db
      .insert(applications)
      .values({ jobId, candidateId: cand.id, status: 'offered' })
      .returning();
    if (!application || !job) throw new Error('no application');
    const applicationId = application.id;
    await db.insert(applicationScreenings).values({
      applicationId,
      questions: [
        {
          id: 'lic',
          kind: 'yes_no',
          text: 'Do you hold a heavy-vehicle licence?',
          required: true,
          options: [],
          min: null,
          max: null,
          knockout: { rule: 'must_be_yes', value: null, options: [] },
        },
        {
          id: 'yrs',
          kind: 'number',
          text: 'Years driving reefers?',
          required: false,
          options: [],
          min: 0,
          max: 40,
          knockout: null,
        },
      ],
      answers: { lic: true, yrs: 6 },
      knockoutPassed: true,
    });
    const startsAt = new Date('2031-03-04T06:00:00Z');
    await db.insert(interviews).values({
      applicationId,
      clientId: job.clientId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 45 * 60_000),
      timeZone: 'Asia/Dubai',
      kind: 'video',
      videoUrl: 'https://meet.example.com/reefer',
      note: 'Bring your licence.',
      response: 'reschedule_requested',
      responseMessage: 'Could we do Thursday instead?',
      respondedAt: new Date(),
    });
    await db.insert(messages).values([
      {
        applicationId,
        senderSide: 'organisation',
        senderId: job.postedBy,
        body: 'When can you start?',
        readAt: new Date(),
      },
      {
        applicationId,
        senderSide: 'candidate',
        senderId: cand.id,
        body: 'In two weeks.',
        attachmentKey: 'k/licence',
        attachmentName: 'licence.pdf',
        attachmentMime: 'application/pdf',
        attachmentSize: 900,
      },
    ]);
    await db.insert(offers).values({
      applicationId,
      clientId: job.clientId,
      salaryAmount: 7200,
      currency: 'AED',
      startDate: '2031-04-01',
      expiresOn: '2031-03-20',
      letter: 'Dear candidate',
    });
    await db
      .insert(scorecards)
      .values({ applicationId, authorId: job.postedBy, recommendation: 'no', notes: 'STAFF-ONLY: late' });

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/export',
      headers: bearer(cand.token),
    });
    expect(res.statusCode).toBe(200);
    const data = res.json();
    const job_ = { job_id: jobId, job_title: 'Reefer Driver' };
    expect(data.screening_answers).toEqual([
      expect.objectContaining({
        ...job_,
        answers: [
          { question: 'Do you hold a heavy-vehicle licence?', answer: true },
          { question: 'Years driving reefers?', answer: 6 },
        ],
      }),
    ]);
    expect(data.interviews).toEqual([
      expect.objectContaining({
        ...job_,
        starts_at: startsAt.toISOString(),
        duration_minutes: 45,
        kind: 'video',
        video_link: 'https://meet.example.com/reefer',
        status: 'scheduled',
        your_answer: 'reschedule_requested',
        your_message: 'Could we do Thursday instead?',
      }),
    ]);
    expect(data.messages).toEqual([
      {
        ...job_,
        messages: [
          expect.objectContaining({
            from: 'organisation',
            text: 'When can you start?',
            attachment: null,
            read_at: expect.any(String),
          }),
          expect.objectContaining({
            from: 'you',
            text: 'In two weeks.',
            attachment: 'licence.pdf',
            read_at: null,
          }),
        ],
      },
    ]);
    expect(data.offers).toEqual([
      expect.objectContaining({
        ...job_,
        position: 'Reefer Driver',
        salary_amount: 7200,
        currency: 'AED',
        start_date: '2031-04-01',
        status: 'pending',
        sent_at: expect.any(String),
        answered_at: null,
      }),
    ]);
    expect(res.body).not.toContain('STAFF-ONLY');
    expect(res.body).not.toMatch(/knockout|must_be_yes|recommendation|k\/licence/);
  });

  it('is for candidates: another role is refused, nobody reads someone else’s', async () => {
    const employer = await signIn(t.app, 'employer', DEMO.employer);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/candidate/export', headers: bearer(employer) }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/candidate/export' })).statusCode).toBe(401);
  });
});

describe('POST user/delete/', () => {
  it('takes the interviews, messages with their files, offers with their PDFs, screening answers and scorecards with it', async () => {
    const db = t.database.db;
    const cand = await newCandidate(t.app, { first_name: 'Zainab', last_name: 'Farouk' });
    const employer = await signIn(t.app, 'employer', DEMO.employer);
    const jobId = await postJob(
      t.app,
      employer,
      jobBody(await loadMasters(t.app), { title: 'Yard Marshal' }),
    );
    const applicationId = await applyFor(t.app, cand.token, jobId);
    const [job] = await db
      .select({ clientId: jobs.clientId, by: jobs.createdBy })
      .from(jobs)
      .where(eq(jobs.id, jobId));
    if (!job) throw new Error('no job');
    const inject = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

    // Through the API: a message each way (the candidate's with a file) and an offer with its PDF.
    expect(
      (await inject(employer, 'POST', `/api/messages/${applicationId}`, { body: 'Hello Zainab' })).statusCode,
    ).toBe(201);
    const boundary = '----deleteMe';
    const part = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="body"\r\n\r\nMy licence\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="licence.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      minimalPdf('Licence of Zainab'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/messages/${applicationId}`,
      headers: { ...bearer(cand.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: part,
    });
    expect(sent.statusCode).toBe(201);
    const template = (
      await inject(employer, 'POST', '/api/offers/templates', {
        name: 'Plain',
        body: 'Dear {{candidate.name}}',
      })
    ).json().data.id;
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const offer = await inject(employer, 'POST', `/api/offers/application/${applicationId}`, {
      template_id: template,
      salary_amount: 6000,
      currency: 'AED',
      start_date: day(30),
      expires_on: day(7),
    });
    expect(offer.statusCode).toBe(201);
    const offerId: number = offer.json().data.id;
    // Written directly: an interview she answered, her screening answers and an interviewer's card.
    await db.insert(interviews).values({
      applicationId,
      clientId: job.clientId,
      startsAt: new Date(Date.now() + 3 * 86_400_000),
      endsAt: new Date(Date.now() + 3 * 86_400_000 + 30 * 60_000),
      timeZone: 'Asia/Dubai',
      kind: 'phone',
      response: 'declined',
      responseMessage: 'Zainab is travelling',
    });
    await db.insert(applicationScreenings).values({
      applicationId,
      questions: [
        {
          id: 'q',
          kind: 'short_text',
          text: 'Why us?',
          required: false,
          options: [],
          min: null,
          max: null,
          knockout: null,
        },
      ],
      answers: { q: 'Zainab likes yards' },
    });
    await db
      .insert(scorecards)
      .values({ applicationId, authorId: job.by, recommendation: 'yes', notes: 'Zainab was good' });
    const mailIds = (await db.select({ id: outbox.id }).from(outbox).where(eq(outbox.to, cand.email))).map(
      (r) => r.id,
    );
    expect(mailIds.length).toBeGreaterThan(0);

    const uploads = path.join(t.dataDir, 'uploads');
    const storedNames = () =>
      readdirSync(uploads, { recursive: true, withFileTypes: true })
        .filter((d) => d.isFile())
        .map((d) => path.join(d.parentPath, d.name));
    const before = new Set(storedNames());
    const res = await inject(cand.token, 'POST', '/api/user/delete/', { password: PASSWORD });
    expect(res.statusCode).toBe(200);
    // The message's file and the offer letter are gone from the disk.
    expect([...before].filter((f) => !storedNames().includes(f))).toHaveLength(2);

    // Nothing the organisation can still open…
    expect((await inject(employer, 'GET', `/api/messages/${applicationId}`)).statusCode).toBe(404);
    expect((await inject(employer, 'GET', `/api/offers/application/${applicationId}`)).statusCode).toBe(404);
    expect((await inject(employer, 'GET', `/api/offers/sent/${offerId}/pdf`)).statusCode).toBe(404);
    // …and nothing left in the tables, the mail queue included.
    for (const table of [interviews, messages, offers, applicationScreenings, scorecards]) {
      expect(await db.select().from(table).where(eq(table.applicationId, applicationId))).toEqual([]);
    }
    const mails = await db.select().from(outbox).where(inArray(outbox.id, mailIds));
    expect(mails).toHaveLength(mailIds.length);
    expect(JSON.stringify(mails)).not.toMatch(/Zainab|Farouk|JVBER/);
    expect(JSON.stringify(mails)).not.toContain(cand.email);
    expect(mails.every((m) => m.status !== 'pending' && m.attachments === null)).toBe(true);
  });

  it('removes the stored bytes of the account’s files', async () => {
    const cand = await newCandidate(t.app);
    const cv = fileUpload(minimalPdf('Delete me'), 'cv.pdf', 'application/pdf');
    await t.app.inject({
      method: 'POST',
      url: '/api/candidate/cv',
      payload: cv.payload,
      headers: { ...cv.headers, ...bearer(cand.token) },
    });
    const uploads = path.join(t.dataDir, 'uploads');
    const stored = () =>
      readdirSync(uploads, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).length;
    const before = stored();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/delete/',
      headers: bearer(cand.token),
      payload: { password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(stored()).toBe(before - 1);
  });
});
