import { and, asc, eq, gt } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { applyFor, newCandidate } from '../../../test/helpers/applications';
import { jobBody, loadMasters, type Masters, newEmployer, postJob } from '../../../test/helpers/jobs';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { applicationEvents, applications } from '../../core/db/schema/applications';
import { interviews } from '../../core/db/schema/interviews';
import { outbox } from '../../core/db/schema/outbox';
import { users } from '../../core/db/schema/users';
import { utcToZoned, zonedToUtc } from '../../core/lib/zoned-time';
import { runReminderPass } from './reminders';

let t: Awaited<ReturnType<typeof setupFile>>;
let m: Masters;
let employer: string;
let me: number;
let rival: { id: number; token: string };
let rivalUser: number;
let rivalOffice: number;
let office: number;
let job: number;

beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  m = await loadMasters(t.app);
  employer = await signIn(t.app, 'employer', DEMO.employer);
  const admin = await signIn(t.app, 'admin', DEMO.master_admin);
  rival = await newEmployer(t.app, admin, 'Rival Haulage LLC');
  me = await userId(DEMO.employer);
  const [r] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.clientId, rival.id));
  rivalUser = r?.id as number;
  job = await postJob(t.app, employer, jobBody(m, { title: 'Forklift Operator' }));
  office = await newOffice(employer);
  rivalOffice = await newOffice(rival.token);
});
afterAll(() => t.close());

async function userId(email: string) {
  const [u] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return u?.id as number;
}
async function newOffice(token: string) {
  const res = await call(token, 'POST', '/api/employers/branches', {
    name: 'Jebel Ali warehouse',
    state_id: m('states', 'dubai'),
    address: 'Plot S20119, Jebel Ali Free Zone South',
  });
  return res.json().data.id as number;
}
const call = (token: string | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload: payload as string } : {}),
  });

/** A fresh candidate with an application to the job. */
async function applicant() {
  const c = await newCandidate(t.app, { first_name: 'Omar', last_name: 'Haddad' });
  return { ...c, application: await applyFor(t.app, c.token, job) };
}
/** A date `days` ahead as Dubai's calendar says, and a slot on it. */
const dayAhead = (days: number) => utcToZoned(new Date(Date.now() + days * 86_400_000), 'Asia/Dubai').date;
const slot = (over: Record<string, unknown> = {}) => ({
  date: dayAhead(3),
  time: '10:00',
  duration_minutes: 45,
  kind: 'in_person',
  office_id: office,
  interviewer_ids: [me],
  note: 'Bring your forklift licence.',
  ...over,
});

/** Every calendar queued for the address since `afterId`, parsed with ical.js. */
async function invitations(to: string, afterId = 0) {
  const rows = await t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), gt(outbox.id, afterId)))
    .orderBy(asc(outbox.id));
  return rows
    .filter((row) => row.calendar)
    .map((row) => {
      const cal = row.calendar ? new ICAL.Component(ICAL.parse(row.calendar.content)) : null;
      const event = cal?.getFirstSubcomponent('vevent');
      return {
        row,
        method: cal?.getFirstPropertyValue('method'),
        uid: event?.getFirstPropertyValue('uid'),
        sequence: event?.getFirstPropertyValue('sequence'),
        start: (event?.getFirstPropertyValue('dtstart') as ICAL.Time | undefined)?.toJSDate().toISOString(),
        status: event?.getFirstPropertyValue('status'),
        attendees:
          event?.getAllProperties('attendee').map((p) => String(p.getFirstValue()).toLowerCase()) ?? [],
        organizer: String(event?.getFirstPropertyValue('organizer') ?? '').toLowerCase(),
      };
    });
}
const lastOutboxId = async () => {
  const [row] = await t.database.db
    .select({ id: outbox.id })
    .from(outbox)
    .orderBy(asc(outbox.id))
    .limit(1)
    .offset(0);
  const all = await t.database.db.select({ id: outbox.id }).from(outbox);
  return Math.max(row?.id ?? 0, ...all.map((r) => r.id));
};
const tokenFrom = (text: string) => /\/unauth\/interview\?token=([^\s"&<]+)/.exec(text)?.[1] as string;

describe('scheduling an interview', () => {
  it('mails the candidate and the panel an invitation calendars read, and moves the application to interview', async () => {
    const c = await applicant();
    const res = await call(employer, 'POST', '/api/interviews', { application_id: c.application, ...slot() });
    expect(res.statusCode, res.body).toBe(201);
    const { data, warnings } = res.json();
    const expected = zonedToUtc(dayAhead(3), '10:00', 'Asia/Dubai')?.toISOString();
    expect(data).toMatchObject({
      starts_at: expected,
      duration_minutes: 45,
      time_zone: 'Asia/Dubai',
      kind: 'in_person',
      office: { id: office, name: 'Jebel Ali warehouse' },
      status: 'scheduled',
      response: 'pending',
      sequence: 0,
      interviewers: [{ id: me }],
    });
    // 10:00 in Dubai is 06:00 UTC.
    expect(expected).toMatch(/T06:00:00.000Z$/);
    expect(warnings).toEqual([]);

    const [invite] = await invitations(c.email);
    expect(invite).toMatchObject({ method: 'REQUEST', sequence: 0, start: expected, status: 'CONFIRMED' });
    expect(invite?.uid).toBe(`interview-${data.id}@portal.test`);
    expect(invite?.attendees).toEqual([`mailto:${c.email}`, `mailto:${DEMO.employer}`]);
    expect(invite?.organizer).toBe(`mailto:${DEMO.employer}`);
    expect(invite?.row.text).toContain('Bring your forklift licence.');
    expect(invite?.row.text).toContain('(Asia/Dubai)');
    const [panel] = await invitations(DEMO.employer, invite?.row.id);
    expect(panel).toMatchObject({ method: 'REQUEST', uid: invite?.uid, sequence: 0, start: expected });

    const detail = (await call(employer, 'GET', `/api/jobs/applicants/${c.application}`)).json().data;
    expect(detail.status).toBe('interview');
    expect(detail.history.at(-1)).toMatchObject({
      status: 'interview',
      note: expect.stringMatching(/^Interview scheduled to /),
    });
    const listed = (await call(employer, 'GET', `/api/interviews/application/${c.application}`)).json().data;
    expect(listed.map((i: { id: number }) => i.id)).toEqual([data.id]);
  });

  it('refuses bad input with a clear message per field and writes nothing', async () => {
    const c = await applicant();
    const before = await t.database.db.select({ id: interviews.id }).from(interviews);
    const cases: [Record<string, unknown>, string, number][] = [
      [{ date: dayAhead(-1) }, 'time', 400],
      [{ interviewer_ids: [rivalUser] }, 'interviewer_ids', 400],
      [{ office_id: rivalOffice }, 'office_id', 400],
      [{ duration_minutes: 5 }, 'duration_minutes', 400],
      [{ duration_minutes: 'long' }, 'duration_minutes', 400],
      [{ kind: 'video', office_id: null }, 'video_url', 400],
      [{ kind: 'video', video_url: 'javascript:alert(1)' }, 'video_url', 400],
      [{ kind: 'in_person', office_id: null }, 'office_id', 400],
      [{ date: '2030-02-31' }, 'date', 400],
      [{ time: '25:00' }, 'time', 400],
      [{ interviewer_ids: [] }, 'interviewer_ids', 400],
    ];
    for (const [over, field, status] of cases) {
      const res = await call(employer, 'POST', '/api/interviews', {
        application_id: c.application,
        ...slot(over),
      });
      expect(res.statusCode, JSON.stringify(over)).toBe(status);
      expect(Object.keys(res.json().message), JSON.stringify(over)).toContain(field);
    }
    expect(await t.database.db.select({ id: interviews.id }).from(interviews)).toHaveLength(before.length);
    const [a] = await t.database.db.select().from(applications).where(eq(applications.id, c.application));
    expect(a?.status).toBe('applied');
  });

  it("keeps organisations apart: another organisation's application, interview or team is not found", async () => {
    const c = await applicant();
    const res = await call(rival.token, 'POST', '/api/interviews', {
      application_id: c.application,
      ...slot({ office_id: rivalOffice, interviewer_ids: [rivalUser] }),
    });
    expect(res.statusCode).toBe(404);
    const mine = (
      await call(employer, 'POST', '/api/interviews', { application_id: c.application, ...slot() })
    ).json().data;
    expect((await call(rival.token, 'GET', `/api/interviews/application/${c.application}`)).statusCode).toBe(
      404,
    );
    expect((await call(rival.token, 'PATCH', `/api/interviews/${mine.id}`, slot())).statusCode).toBe(404);
    expect((await call(rival.token, 'POST', `/api/interviews/${mine.id}/cancel`, {})).statusCode).toBe(404);
    const theirs = (await call(rival.token, 'GET', '/api/interviews')).json();
    expect(theirs.data.map((i: { id: number }) => i.id)).not.toContain(mine.id);
    expect(theirs.meta.interviewers.map((p: { id: number }) => p.id)).toEqual([rivalUser]);
    expect((await call(c.token, 'GET', '/api/interviews')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/interviews')).statusCode).toBe(401);
  });
});

describe('rescheduling and cancelling', () => {
  it('sends the updated invitation with the same UID and SEQUENCE + 1, then METHOD:CANCEL', async () => {
    const c = await applicant();
    const first = (
      await call(employer, 'POST', '/api/interviews', { application_id: c.application, ...slot() })
    ).json().data;
    const mark = await lastOutboxId();
    const moved = await call(
      employer,
      'PATCH',
      `/api/interviews/${first.id}`,
      slot({ time: '14:30', kind: 'video', video_url: 'https://meet.example.com/abc' }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const newStart = zonedToUtc(dayAhead(3), '14:30', 'Asia/Dubai')?.toISOString();
    expect(moved.json().data).toMatchObject({
      sequence: 1,
      starts_at: newStart,
      kind: 'video',
      office: null,
    });
    const [update] = await invitations(c.email, mark);
    expect(update).toMatchObject({
      method: 'REQUEST',
      uid: `interview-${first.id}@portal.test`,
      sequence: 1,
      start: newStart,
    });
    expect(update?.row.subject).toMatch(/^Interview moved/);

    const mark2 = await lastOutboxId();
    const cancelled = await call(employer, 'POST', `/api/interviews/${first.id}/cancel`, {
      reason: 'The role is on hold.',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', sequence: 2 });
    const sent = await invitations(c.email, mark2);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'CANCEL',
      uid: `interview-${first.id}@portal.test`,
      sequence: 2,
      status: 'CANCELLED',
    });
    expect(sent[0]?.row.text).toContain('The role is on hold.');
    const panel = await invitations(DEMO.employer, mark2);
    expect(panel.map((p) => p.method)).toEqual(['CANCEL']);

    expect((await call(employer, 'POST', `/api/interviews/${first.id}/cancel`, {})).statusCode).toBe(409);
    expect((await call(employer, 'PATCH', `/api/interviews/${first.id}`, slot())).statusCode).toBe(409);
    const history = (await call(employer, 'GET', `/api/jobs/applicants/${c.application}`)).json().data
      .history;
    expect(
      history.map((h: { note: string | null }) => h.note?.split(' ').slice(0, 2).join(' ')).slice(-3),
    ).toEqual(['Interview scheduled', 'Interview moved', 'Interview on']);
    // An Arabic reader reads the same history in Arabic; a note written before (plain text) stays as it is.
    await t.database.db.insert(applicationEvents).values({
      applicationId: c.application,
      status: 'interview',
      changedBy: me,
      note: 'Interview moved to Monday',
    });
    const arabic = (
      await t.app.inject({
        method: 'GET',
        url: `/api/jobs/applicants/${c.application}`,
        headers: { ...bearer(employer), 'accept-language': 'ar' },
      })
    ).json().data.history as { note: string | null }[];
    const notes = arabic.map((h) => h.note).slice(-4);
    expect(notes[0]).toMatch(/^تمت جدولة مقابلة في .*توقيت الخليج/);
    expect(notes[1]).toMatch(/^تم نقل المقابلة إلى /);
    expect(notes[2]).toMatch(/^تم إلغاء المقابلة المحددة في /);
    expect(notes[3]).toBe('Interview moved to Monday');
  });

  it('warns when an interviewer is already booked at an overlapping time, and schedules anyway', async () => {
    const a = await applicant();
    const b = await applicant();
    await call(employer, 'POST', '/api/interviews', {
      application_id: a.application,
      ...slot({ date: dayAhead(5), time: '09:00', duration_minutes: 60 }),
    });
    const res = await call(employer, 'POST', '/api/interviews', {
      application_id: b.application,
      ...slot({ date: dayAhead(5), time: '09:30' }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().warnings).toEqual([
      expect.stringMatching(/already has an interview at .*09:00 \(Asia\/Dubai\)/),
    ]);
    expect(res.json().message).toContain('already has an interview');

    // In Arabic: the message and the warning, the time in the Gulf's words.
    const c2 = await applicant();
    const ar = await t.app.inject({
      method: 'POST',
      url: '/api/interviews',
      headers: { ...bearer(employer), 'accept-language': 'ar' },
      payload: { application_id: c2.application, ...slot({ date: dayAhead(5), time: '09:15' }) },
    });
    expect(ar.statusCode).toBe(201);
    expect(ar.json().warnings).toContainEqual(
      expect.stringMatching(/^لدى .* مقابلة أخرى في .*09:00 توقيت الخليج\.$/),
    );
    expect(ar.json().message).toMatch(/^تمت جدولة المقابلة وإرسال الدعوات\. لدى /);
  });
});

describe("the candidate's answer", () => {
  it('works from the mailed link signed out, and the organisation sees it at once', async () => {
    const c = await applicant();
    const data = (
      await call(employer, 'POST', '/api/interviews', { application_id: c.application, ...slot() })
    ).json().data;
    const [invite] = await invitations(c.email);
    const token = decodeURIComponent(tokenFrom(invite?.row.text ?? ''));
    expect(token).toBeTruthy();
    const shown = await call(null, 'GET', `/api/interviews/link?token=${encodeURIComponent(token)}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({
      id: data.id,
      job: { title: 'Forklift Operator' },
      answerable: true,
    });
    expect(shown.json().data).not.toHaveProperty('interviewers');

    const ask = await call(null, 'POST', '/api/interviews/link/answer', {
      token,
      answer: 'reschedule_requested',
    });
    expect(ask.statusCode).toBe(400);
    expect(Object.keys(ask.json().message)).toEqual(['message']);
    const answered = await call(null, 'POST', '/api/interviews/link/answer', { token, answer: 'accepted' });
    expect(answered.statusCode).toBe(200);
    const seen = (await call(employer, 'GET', `/api/interviews/application/${c.application}`)).json().data[0];
    expect(seen).toMatchObject({ response: 'accepted', responded_at: expect.any(String) });

    const tampered = `${token.slice(0, -2)}xx`;
    expect(
      (await call(null, 'GET', `/api/interviews/link?token=${encodeURIComponent(tampered)}`)).statusCode,
    ).toBe(404);
    expect((await call(null, 'GET', '/api/interviews/link?token=1.2.3.abc')).statusCode).toBe(404);
  });

  it('works signed in from My interviews, for their own interviews only, and not after a cancellation', async () => {
    const c = await applicant();
    const other = await applicant();
    const data = (
      await call(employer, 'POST', '/api/interviews', { application_id: c.application, ...slot() })
    ).json().data;
    const mine = (await call(c.token, 'GET', '/api/interviews/mine')).json().data;
    expect(mine.map((i: { id: number }) => i.id)).toEqual([data.id]);
    expect(
      (await call(other.token, 'POST', `/api/interviews/mine/${data.id}/answer`, { answer: 'declined' }))
        .statusCode,
    ).toBe(404);
    const asked = await call(c.token, 'POST', `/api/interviews/mine/${data.id}/answer`, {
      answer: 'reschedule_requested',
      message: 'Any time after 14:00 suits me.',
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data).toMatchObject({
      response: 'reschedule_requested',
      response_message: 'Any time after 14:00 suits me.',
    });
    expect((await call(employer, 'GET', '/api/interviews/mine')).statusCode).toBe(403);

    await call(employer, 'POST', `/api/interviews/${data.id}/cancel`, {});
    const late = await call(c.token, 'POST', `/api/interviews/mine/${data.id}/answer`, {
      answer: 'accepted',
    });
    expect(late.statusCode).toBe(409);
    expect((await call(c.token, 'GET', '/api/interviews/mine')).json().data[0]).toMatchObject({
      status: 'cancelled',
      answerable: false,
    });
  });
});

describe('reminders', () => {
  const deps = () => ({
    db: t.database.db,
    secret: new Uint8Array(32),
    publicUrl: 'http://portal.test',
    notifyMail: () => {},
  });
  const remindersTo = async (to: string) =>
    // In the order they were queued: without ORDER BY a database may return rows in any order.
    (await t.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.id)).filter((r) =>
      r.subject.startsWith('Reminder:'),
    );

  it('go out 24 h and 2 h before to the candidate and the panel, once, even with two passes at once', async () => {
    const c = await applicant();
    const data = (
      await call(employer, 'POST', '/api/interviews', {
        application_id: c.application,
        ...slot({ date: dayAhead(9) }),
      })
    ).json().data;
    const start = new Date(data.starts_at).getTime();
    const at = (hoursBefore: number) => new Date(start - hoursBefore * 3600_000);

    await runReminderPass(deps(), at(30));
    expect(await remindersTo(c.email)).toHaveLength(0);
    await Promise.all([runReminderPass(deps(), at(23)), runReminderPass(deps(), at(23))]);
    await runReminderPass(deps(), at(20));
    const first = await remindersTo(c.email);
    expect(first).toHaveLength(1);
    expect(first[0]?.text).toContain('coming up within a day');
    expect(
      (await remindersTo(DEMO.employer)).filter((r) => r.text.includes('Omar Haddad')).length,
    ).toBeGreaterThan(0);

    await Promise.all([runReminderPass(deps(), at(1.5)), runReminderPass(deps(), at(1.5))]);
    await runReminderPass(deps(), at(1));
    const both = await remindersTo(c.email);
    expect(both.map((r) => r.text.includes('less than two hours'))).toEqual([false, true]);
    await runReminderPass(deps(), at(-1));
    expect(await remindersTo(c.email)).toHaveLength(2);
  });

  it('never go out for a cancelled interview or a time already past', async () => {
    const c = await applicant();
    const data = (
      await call(employer, 'POST', '/api/interviews', {
        application_id: c.application,
        ...slot({ date: dayAhead(11) }),
      })
    ).json().data;
    const start = new Date(data.starts_at).getTime();
    // The clock past the start: neither reminder (the 24 h one was never sent and is not sent late).
    await runReminderPass(deps(), new Date(start + 60_000));
    expect(await remindersTo(c.email)).toHaveLength(0);

    const d = await applicant();
    const cancelled = (
      await call(employer, 'POST', '/api/interviews', {
        application_id: d.application,
        ...slot({ date: dayAhead(12) }),
      })
    ).json().data;
    await call(employer, 'POST', `/api/interviews/${cancelled.id}/cancel`, {});
    const cs = new Date(cancelled.starts_at).getTime();
    await runReminderPass(deps(), new Date(cs - 23 * 3600_000));
    await runReminderPass(deps(), new Date(cs - 3600_000));
    expect(await remindersTo(d.email)).toHaveLength(0);
  });
});

describe('interview mails in the recipient language', () => {
  const arabicDays = /(الأحد|الاثنين|الثلاثاء|الأربعاء|الخميس|الجمعة|السبت)، \d{1,2} \S+ \d{4}/;
  const summaryOf = (content: string) =>
    String(
      new ICAL.Component(ICAL.parse(content))
        .getFirstSubcomponent('vevent')
        ?.getFirstPropertyValue('summary'),
    );

  it('an Arabic candidate gets the invitation, its change, its cancellation and the reminder in Arabic; the English panel English', async () => {
    const arJob = await postJob(
      t.app,
      employer,
      jobBody(m, { title: 'Reach Truck Driver', title_ar: 'سائق رافعة شوكية' }),
    );
    const c = await newCandidate(t.app, { first_name: 'Omar', last_name: 'Haddad' });
    await t.database.db.update(users).set({ locale: 'ar' }).where(eq(users.id, c.id));
    const application = await applyFor(t.app, c.token, arJob);

    const mark = await lastOutboxId();
    const made = await call(employer, 'POST', '/api/interviews', {
      application_id: application,
      ...slot({ date: dayAhead(14) }),
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id as number;
    const [invite] = await invitations(c.email, mark);
    expect(invite?.row.subject).toMatch(/^دعوة إلى مقابلة: سائق رافعة شوكية لدى /);
    expect(invite?.row.html).toContain('<html lang="ar" dir="rtl">');
    expect(invite?.row.text).toContain('مرحباً Omar،');
    expect(invite?.row.text).toMatch(arabicDays);
    expect(invite?.row.text).toContain('في 10:00 توقيت الخليج، المدة: 45 دقيقة');
    expect(invite?.row.text).toContain('نوع المقابلة: حضورية');
    expect(invite?.row.text).toContain('المكان: Jebel Ali warehouse, Plot S20119, Jebel Ali Free Zone South');
    expect(invite?.row.text).toContain('http://portal.test/ar/unauth/interview?token=');
    expect(invite?.row.text).not.toMatch(/Hello|Interview|Where:|Reach Truck Driver/);
    expect(summaryOf(invite?.row.calendar?.content ?? '')).toMatch(/^مقابلة: سائق رافعة شوكية – Omar Haddad/);

    const panel = (await invitations(DEMO.employer, mark)).find((i) => i.row.text.includes('Omar Haddad'));
    expect(panel?.row.subject).toMatch(/^Interview invitation: Reach Truck Driver at /);
    expect(panel?.row.text).toContain('Hello ');
    expect(panel?.row.text).toContain('10:00 (Asia/Dubai), 45 minutes');
    expect(panel?.row.text).toContain('http://portal.test/management/interviews');
    expect(summaryOf(panel?.row.calendar?.content ?? '')).toMatch(
      /^Interview: Reach Truck Driver – Omar Haddad/,
    );

    const mark2 = await lastOutboxId();
    const moved = await call(
      employer,
      'PATCH',
      `/api/interviews/${id}`,
      slot({ date: dayAhead(14), time: '14:30', kind: 'video', video_url: 'https://meet.example.com/ar' }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const [update] = await invitations(c.email, mark2);
    expect(update?.row.subject).toMatch(/^تغيير موعد المقابلة: سائق رافعة شوكية/);
    expect(update?.row.text).toContain('التفاصيل الجديدة:');
    expect(update?.row.text).toContain('المكان: مكالمة فيديو – https://meet.example.com/ar');

    const start = new Date(moved.json().data.starts_at).getTime();
    await runReminderPass(
      {
        db: t.database.db,
        secret: new Uint8Array(32),
        publicUrl: 'http://portal.test',
        notifyMail: () => {},
      },
      new Date(start - 20 * 3600_000),
    );
    const reminder = (await t.database.db.select().from(outbox).where(eq(outbox.to, c.email))).find((r) =>
      r.subject.startsWith('تذكير:'),
    );
    expect(reminder?.subject).toMatch(/^تذكير: مقابلة لوظيفة سائق رافعة شوكية يوم /);
    expect(reminder?.text).toContain('موعد مقابلتك لوظيفة سائق رافعة شوكية');
    expect(reminder?.text).toContain('خلال أقل من يوم.');
    expect(reminder?.html).toContain('href="http://portal.test/ar/unauth/interview?token=');

    const mark3 = await lastOutboxId();
    await call(employer, 'POST', `/api/interviews/${id}/cancel`, { reason: 'The role is on hold.' });
    const [cancel] = await invitations(c.email, mark3);
    expect(cancel?.method).toBe('CANCEL');
    expect(cancel?.row.subject).toMatch(/^إلغاء المقابلة: سائق رافعة شوكية لدى /);
    expect(cancel?.row.text).toContain('التي كانت مقررة يوم ');
    expect(cancel?.row.text).toContain('ملاحظة صاحب العمل: The role is on hold.');
    const panelCancel = (await invitations(DEMO.employer, mark3)).find((i) =>
      i.row.text.includes('Omar Haddad'),
    );
    expect(panelCancel?.row.subject).toMatch(/^Interview cancelled: Reach Truck Driver/);
  });
});
