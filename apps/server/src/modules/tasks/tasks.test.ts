import { and, eq, isNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { applyFor, newCandidate } from '../../../test/helpers/applications';
import { jobBody, loadMasters, type Masters, newEmployer, postJob } from '../../../test/helpers/jobs';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { candidateSearch } from '../../core/db/schema/candidates';
import { interviews } from '../../core/db/schema/interviews';
import { outbox } from '../../core/db/schema/outbox';
import { taskProposals, tasks } from '../../core/db/schema/tasks';
import { users } from '../../core/db/schema/users';
import { utcToZoned, zonedToUtc } from '../../core/lib/zoned-time';
import { runTaskPass } from './due-mail';

let t: Awaited<ReturnType<typeof setupFile>>;
let m: Masters;
let employer: string;
let admin: string;
let me: number;
let rival: { id: number; token: string };
let rivalUser: number;
let job: number;
let application: number;
let candidate: number;

beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  m = await loadMasters(t.app);
  employer = await signIn(t.app, 'employer', DEMO.employer);
  admin = await signIn(t.app, 'admin', DEMO.master_admin);
  rival = await newEmployer(t.app, admin, 'Rival Freight LLC');
  me = await userId(DEMO.employer);
  const [r] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.clientId, rival.id));
  rivalUser = r?.id as number;
  job = await postJob(t.app, employer, jobBody(m, { title: 'Reach Truck Driver' }));
  const c = await newCandidate(t.app, { first_name: 'Jose', last_name: 'Garcia' });
  candidate = c.id;
  application = await applyFor(t.app, c.token, job);
});
afterAll(() => t.close());

async function userId(email: string) {
  const [u] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return u?.id as number;
}
const call = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload: payload as string } : {}) });

const dubaiDay = (days: number) => utcToZoned(new Date(Date.now() + days * 86_400_000), 'Asia/Dubai').date;
const body = (over: Record<string, unknown> = {}) => ({
  title: 'Call Jose about the night shift',
  due_date: dubaiDay(2),
  due_time: '10:30',
  assignee_id: me,
  notes: 'He asked for Fridays off.',
  subject_type: 'candidate',
  subject_id: candidate,
  ...over,
});
async function create(over: Record<string, unknown> = {}, token = employer) {
  const res = await call(token, 'POST', '/api/tasks', body(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; [k: string]: unknown };
}
const listIds = async (query: string, token = employer) =>
  (await call(token, 'GET', `/api/tasks?${query}`)).json().data.map((x: { id: number }) => x.id) as number[];

describe('tasks', () => {
  it('are created on a candidate, read back in the organisation time zone, edited, done and deleted', async () => {
    const task = await create();
    expect(task).toMatchObject({
      title: 'Call Jose about the night shift',
      due_date: dubaiDay(2),
      due_time: '10:30',
      time_zone: 'Asia/Dubai',
      status: 'open',
      overdue: false,
      assignee: { id: me, name: 'Omar Haddad' },
      subject: { type: 'candidate', id: candidate, label: 'Jose Garcia' },
    });
    expect(task.due_at).toBe(zonedToUtc(dubaiDay(2), '10:30', 'Asia/Dubai')?.toISOString());

    const edited = await call(employer, 'PATCH', `/api/tasks/${task.id}`, { title: 'Call Jose back' });
    expect(edited.json().data.title).toBe('Call Jose back');
    const done = await call(employer, 'PATCH', `/api/tasks/${task.id}`, { status: 'done' });
    expect(done.json()).toMatchObject({ message: 'Task done.', data: { status: 'done' } });
    expect(done.json().data.done_at).not.toBeNull();
    expect(await listIds('status=open')).not.toContain(task.id);
    expect(await listIds('status=done')).toContain(task.id);

    expect((await call(employer, 'DELETE', `/api/tasks/${task.id}`)).statusCode).toBe(200);
    expect((await call(employer, 'PATCH', `/api/tasks/${task.id}`, { title: 'x' })).statusCode).toBe(404);
  });

  it('attach to an application, a job and the organisation, each named', async () => {
    const onApp = await create({ subject_type: 'application', subject_id: application });
    expect(onApp.subject).toMatchObject({ label: 'Jose Garcia for Reach Truck Driver' });
    const onJob = await create({ subject_type: 'job', subject_id: job });
    expect(onJob.subject).toMatchObject({ label: 'Reach Truck Driver' });
    const [mine] = await t.database.db.select({ c: users.clientId }).from(users).where(eq(users.id, me));
    const onOrg = await create({ subject_type: 'organisation', subject_id: mine?.c });
    expect(onOrg.subject).toMatchObject({ type: 'organisation' });
    expect(await listIds(`subject_type=job&subject_id=${job}&page_size=100`)).toEqual([onJob.id]);
  });

  it('list overdue first, then by due time, and count what is due today or overdue', async () => {
    const later = await create({ title: 'Later', due_date: dubaiDay(5), due_time: '09:00' });
    const soon = await create({ title: 'Soon', due_date: dubaiDay(1), due_time: '09:00' });
    const late = await create({ title: 'Late', due_date: dubaiDay(-2), due_time: '09:00' });
    const before = (await call(employer, 'GET', '/api/tasks/summary')).json().data.due_now as number;
    const ids = await listIds('page_size=100');
    expect(ids.indexOf(late.id)).toBeLessThan(ids.indexOf(soon.id));
    expect(ids.indexOf(soon.id)).toBeLessThan(ids.indexOf(later.id));
    // Done ones come after every open one.
    await call(employer, 'PATCH', `/api/tasks/${later.id}`, { status: 'done' });
    const all = await listIds('status=all&page_size=100');
    expect(all.indexOf(soon.id)).toBeLessThan(all.indexOf(later.id));
    await call(employer, 'PATCH', `/api/tasks/${later.id}`, { status: 'open' });
    expect(await listIds('overdue=true&page_size=100')).toContain(late.id);
    expect(await listIds('overdue=true&page_size=100')).not.toContain(soon.id);
    await call(employer, 'PATCH', `/api/tasks/${late.id}`, { status: 'done' });
    expect((await call(employer, 'GET', '/api/tasks/summary')).json().data.due_now).toBe(before - 1);
  });

  it('refuse bad input with the fields named', async () => {
    const bad = await call(
      employer,
      'POST',
      '/api/tasks',
      body({ title: ' ', due_date: '2026-02-31x', due_time: '25:00' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().message)).toEqual(
      expect.arrayContaining(['title', 'due_date', 'due_time']),
    );
    const noDay = await call(employer, 'POST', '/api/tasks', body({ due_date: '2026-02-31' }));
    expect(noDay.statusCode).toBe(400);
    const extra = await call(employer, 'POST', '/api/tasks', { ...body(), client_id: rival.id });
    expect(extra.statusCode).toBe(400);
    const half = await call(employer, 'PATCH', `/api/tasks/${(await create()).id}`, {
      due_date: dubaiDay(3),
    });
    expect(half.statusCode).toBe(400);
  });

  it("never reach another organisation's tasks, team or objects", async () => {
    const task = await create();
    expect((await call(rival.token, 'PATCH', `/api/tasks/${task.id}`, { status: 'done' })).statusCode).toBe(
      404,
    );
    expect((await call(rival.token, 'DELETE', `/api/tasks/${task.id}`)).statusCode).toBe(404);
    expect(await listIds('scope=team&status=all&page_size=100', rival.token)).not.toContain(task.id);
    // Another organisation's user cannot be the assignee, its job or candidate not the subject.
    const foreign = await call(employer, 'POST', '/api/tasks', body({ assignee_id: rivalUser }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message.assignee_id).toBeDefined();
    const theirJob = await postJob(t.app, rival.token, jobBody(m, { title: 'Their job' }));
    expect(
      (await call(employer, 'POST', '/api/tasks', body({ subject_type: 'job', subject_id: theirJob })))
        .statusCode,
    ).toBe(404);
    expect((await call(rival.token, 'POST', '/api/tasks', body({ assignee_id: rivalUser }))).statusCode).toBe(
      404,
    );
    expect(
      (
        await call(
          rival.token,
          'POST',
          '/api/tasks',
          body({ assignee_id: rivalUser, subject_type: 'application', subject_id: application }),
        )
      ).statusCode,
    ).toBe(404);
    const options = (await call(rival.token, 'GET', '/api/tasks/options')).json().data;
    expect(options.team.map((p: { id: number }) => p.id)).toEqual([rivalUser]);
  });

  it('attach to a candidate found in the CV database, who never applied to the organisation', async () => {
    // The "Add task" button on a CV-search candidate page: that candidate is in the employer's reach.
    const [listed] = await t.database.db
      .select({ id: candidateSearch.userId })
      .from(candidateSearch)
      .where(
        and(
          isNull(candidateSearch.onlyOrgId),
          sql`not exists (select 1 from applications a join jobs j on j.id = a.job_id join users e
            on e.client_id = j.client_id where a.candidate_id = ${candidateSearch.userId} and e.id = ${me})`,
        ),
      )
      .limit(1);
    expect(listed).toBeDefined();
    const task = await create({ subject_id: listed?.id });
    expect(task.subject).toMatchObject({ type: 'candidate', id: listed?.id });
    // A candidate neither listed nor in the organisation's reach stays out of it.
    const hidden = await newCandidate(t.app, { first_name: 'Nadia', last_name: 'Unlisted' });
    const res = await call(employer, 'POST', '/api/tasks', body({ subject_id: hidden.id }));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Candidate not found.');
  });

  it('mail the assignee once on the morning the task is due, across concurrent passes', async () => {
    const day = dubaiDay(4);
    const task = await create({ title: `Morning mail ${Date.now()}`, due_date: day, due_time: '15:00' });
    const mails = () =>
      t.database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, DEMO.employer), like(outbox.subject, `Due today: ${task.title}`)));
    const deps = { db: t.database.db, publicUrl: 'http://portal.test' };
    await runTaskPass(deps, zonedToUtc(day, '07:59', 'Asia/Dubai') as Date);
    expect(await mails()).toHaveLength(0);
    const eight = zonedToUtc(day, '08:00', 'Asia/Dubai') as Date;
    await Promise.all([runTaskPass(deps, eight), runTaskPass(deps, eight)]);
    await runTaskPass(deps, zonedToUtc(day, '12:00', 'Asia/Dubai') as Date);
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain('http://portal.test/management/tasks');
    // Moved to the next day, it is due again that morning; done, never.
    await call(employer, 'PATCH', `/api/tasks/${task.id}`, { due_date: dubaiDay(5), due_time: '09:00' });
    await runTaskPass(deps, zonedToUtc(dubaiDay(5), '08:30', 'Asia/Dubai') as Date);
    expect(await mails()).toHaveLength(2);
    const done = await create({ title: `Done before ${Date.now()}`, due_date: day, due_time: '15:00' });
    await call(employer, 'PATCH', `/api/tasks/${done.id}`, { status: 'done' });
    await runTaskPass(deps, eight);
    const doneMails = await t.database.db
      .select()
      .from(outbox)
      .where(like(outbox.subject, `Due today: ${done.title}`));
    expect(doneMails).toHaveLength(0);
  });
});

describe('the demo data', () => {
  it("gives the demo employer an overdue, a today's, an upcoming and a done task, and a suggestion", async () => {
    const [mine] = await t.database.db.select({ c: users.clientId }).from(users).where(eq(users.id, me));
    const seeded = await t.database.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.assigneeId, me), eq(tasks.createdBy, me), eq(tasks.clientId, mine?.c as number)));
    const today = dubaiDay(0);
    const day = (d: Date) => utcToZoned(d, 'Asia/Dubai').date;
    expect(seeded.some((x) => x.status === 'open' && day(x.dueAt) < today)).toBe(true);
    expect(seeded.some((x) => x.status === 'open' && day(x.dueAt) === today)).toBe(true);
    expect(seeded.some((x) => x.status === 'open' && day(x.dueAt) > today)).toBe(true);
    expect(seeded.some((x) => x.status === 'done')).toBe(true);
    const proposals = await t.database.db
      .select()
      .from(taskProposals)
      .where(and(eq(taskProposals.clientId, mine?.c as number), like(taskProposals.sourceKey, 'seed:%')));
    expect(proposals).toHaveLength(1);
  });
});

describe('proposed tasks', () => {
  it('follow an expiring job at once (the jobs.changed event), once; accepted it becomes a task', async () => {
    const validThrough = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const soon = await postJob(
      t.app,
      employer,
      jobBody(m, { title: 'Crane Operator', valid_through: validThrough }),
    );
    const proposed = async () =>
      (
        (await call(employer, 'GET', '/api/tasks/proposals')).json().data as {
          id: number;
          title: string;
          subject: { id: number };
        }[]
      ).filter((p) => p.subject.id === soon);
    await expect.poll(async () => (await proposed()).length).toBe(1);
    await runTaskPass({ db: t.database.db, publicUrl: 'http://portal.test' });
    const [p] = await proposed();
    expect(p?.title).toBe('Renew the expiring job Crane Operator');
    // Another organisation neither sees nor answers it.
    const theirs = (await call(rival.token, 'GET', '/api/tasks/proposals')).json().data as { id: number }[];
    expect(theirs.map((x) => x.id)).not.toContain(p?.id);
    expect((await call(rival.token, 'POST', `/api/tasks/proposals/${p?.id}/accept`)).statusCode).toBe(404);
    const accepted = await call(employer, 'POST', `/api/tasks/proposals/${p?.id}/accept`);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().data).toMatchObject({
      title: 'Renew the expiring job Crane Operator',
      assignee: { id: me },
    });
    expect(await proposed()).toHaveLength(0);
    expect((await call(employer, 'POST', `/api/tasks/proposals/${p?.id}/accept`)).statusCode).toBe(404);
  });

  it("read in Arabic by an Arabic reader: the proposal, the accepted task and its subject, by the job's Arabic title", async () => {
    const validThrough = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const soon = await postJob(
      t.app,
      employer,
      jobBody(m, { title: 'Forklift Operator', title_ar: 'مشغل رافعة شوكية', valid_through: validThrough }),
    );
    const ar = { ...bearer(employer), 'accept-language': 'ar' };
    const proposed = async () =>
      (
        (await t.app.inject({ method: 'GET', url: '/api/tasks/proposals', headers: ar })).json().data as {
          id: number;
          title: string;
          subject: { id: number; label: string };
        }[]
      ).find((x) => x.subject.id === soon);
    await expect
      .poll(async () => (await proposed())?.title)
      .toBe('تجديد الوظيفة التي توشك على الانتهاء: مشغل رافعة شوكية');
    const p = await proposed();
    expect(p?.subject.label).toBe('مشغل رافعة شوكية');
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/tasks/proposals/${p?.id}/accept`,
      headers: ar,
    });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toMatchObject({
      data: {
        title: 'تجديد الوظيفة التي توشك على الانتهاء: مشغل رافعة شوكية',
        subject: { label: 'مشغل رافعة شوكية' },
      },
      message: 'تمت إضافة المهمة.',
    });
    const done = await t.app.inject({
      method: 'PATCH',
      url: `/api/tasks/${accepted.json().data.id}`,
      headers: ar,
      payload: { status: 'done' },
    });
    expect(done.json().message).toBe('تم إنجاز المهمة.');
  });

  it('follow an interview once it is held: "Follow up with <first name> after <weekday>\'s interview"; dismissed it is gone', async () => {
    const c = await newCandidate(t.app, { first_name: 'Lina', last_name: 'Haddad' });
    const app = await applyFor(t.app, c.token, job);
    const [mine] = await t.database.db.select({ c: users.clientId }).from(users).where(eq(users.id, me));
    const starts = zonedToUtc('2026-11-24', '10:00', 'Asia/Dubai') as Date; // a Tuesday
    await t.database.db.insert(interviews).values({
      applicationId: app,
      clientId: mine?.c as number,
      startsAt: starts,
      endsAt: new Date(starts.getTime() + 3_600_000),
      timeZone: 'Asia/Dubai',
      kind: 'phone',
      createdBy: me,
    });
    const deps = { db: t.database.db, publicUrl: 'http://portal.test' };
    await runTaskPass(deps, new Date(starts.getTime() - 3_600_000));
    const rows = () => t.database.db.select().from(taskProposals).where(eq(taskProposals.subjectId, app));
    expect(await rows()).toHaveLength(0);
    await runTaskPass(deps, new Date(starts.getTime() + 2 * 3_600_000));
    await runTaskPass(deps, new Date(starts.getTime() + 3 * 3_600_000));
    const [row] = await rows();
    expect(await rows()).toHaveLength(1);
    expect(row).toMatchObject({ assigneeId: me, status: 'pending' });
    // The title is read in the reader's language, the subject as "who for what".
    const listed = async (language: string) =>
      (
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/tasks/proposals',
            headers: { ...bearer(employer), 'accept-language': language },
          })
        ).json().data as { id: number; title: string; subject: { label: string } }[]
      ).find((x) => x.id === row?.id);
    expect(await listed('en')).toMatchObject({
      title: "Follow up with Lina after Tuesday's interview",
      subject: { label: 'Lina Haddad for Reach Truck Driver' },
    });
    expect(await listed('ar')).toMatchObject({
      title: 'المتابعة مع Lina بعد مقابلة يوم الثلاثاء',
      subject: { label: 'Lina Haddad لوظيفة Reach Truck Driver' },
    });
    const dismissed = await call(employer, 'POST', `/api/tasks/proposals/${row?.id}/dismiss`);
    expect(dismissed.statusCode).toBe(200);
    const left = (await call(employer, 'GET', '/api/tasks/proposals')).json().data as { id: number }[];
    expect(left.map((x) => x.id)).not.toContain(row?.id);
    // The audit log reads the dismissed suggestion in its reader's language.
    const audited = async (language: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/settings/audit-log?action=task_proposal.dismiss&target_id=${row?.id}`,
          headers: { ...bearer(admin), 'accept-language': language },
        })
      ).json().data as { after: { title: string } }[];
    expect((await audited('en')).map((e) => e.after.title)).toEqual([
      "Follow up with Lina after Tuesday's interview",
    ]);
    expect((await audited('ar')).map((e) => e.after.title)).toEqual([
      'المتابعة مع Lina بعد مقابلة يوم الثلاثاء',
    ]);
  });
});

describe('the due mail in the assignee language', () => {
  it('goes to an Arabic assignee in Arabic (the job by its Arabic title) and to an English one in English', async () => {
    const arJob = await postJob(
      t.app,
      employer,
      jobBody(m, { title: 'Inventory Controller', title_ar: 'مراقب مخزون' }),
    );
    const c = await newCandidate(t.app, { first_name: 'Layla', last_name: 'Nasser' });
    const onApplication = await applyFor(t.app, c.token, arJob);
    const [mine] = await t.database.db.select({ c: users.clientId }).from(users).where(eq(users.id, me));
    const [huda] = await t.database.db
      .insert(users)
      .values({
        email: `huda.${Date.now()}@example.com`,
        passwordHash: '',
        role: 'employer',
        firstName: 'Huda',
        lastName: 'Saleh',
        clientId: mine?.c ?? null,
        locale: 'ar',
      })
      .returning({ id: users.id, email: users.email });
    if (!huda) throw new Error('no user');
    const day = dubaiDay(6);
    const title = `Check stock ${Date.now()}`;
    const task = {
      title,
      due_date: day,
      due_time: '15:00',
      subject_type: 'application',
      subject_id: onApplication,
    };
    await create({ ...task, assignee_id: huda.id });
    await create({ ...task, assignee_id: me });
    await runTaskPass(
      { db: t.database.db, publicUrl: 'http://portal.test' },
      zonedToUtc(day, '08:30', 'Asia/Dubai') as Date,
    );

    const [arabic] = await t.database.db.select().from(outbox).where(eq(outbox.to, huda.email));
    expect(arabic?.subject).toBe(`مستحقة اليوم: ${title}`);
    expect(arabic?.text).toContain('مرحباً Huda،');
    expect(arabic?.text).toMatch(
      new RegExp(`موعد إنجاز مهمتك "${title}" هو \\S+، \\d{1,2} \\S+ \\d{4} في 15:00 توقيت الخليج\\.`),
    );
    expect(arabic?.text).toContain('بخصوص: Layla Nasser لوظيفة مراقب مخزون');
    expect(arabic?.text).toContain('ملاحظات: He asked for Fridays off.');
    expect(arabic?.text).toContain('http://portal.test/ar/management/tasks');
    expect(arabic?.html).toContain('dir="rtl"');

    const [english] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, DEMO.employer), eq(outbox.subject, `Due today: ${title}`)));
    expect(english?.text).toContain('Hello ');
    expect(english?.text).toMatch(/is due \w+day,? \d{1,2} \w+ \d{4}(,| at) 15:00 \(Asia\/Dubai\)\./);
    expect(english?.text).toContain('About: Layla Nasser for Inventory Controller');
    expect(english?.text).toContain('http://portal.test/management/tasks');
  });
});
