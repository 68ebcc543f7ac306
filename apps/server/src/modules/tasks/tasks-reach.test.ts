import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { applyFor, newCandidate } from '../../../test/helpers/applications';
import { jobBody, loadMasters, type Masters, postJob } from '../../../test/helpers/jobs';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { operatorClientId } from '../../../test/helpers/tenancy';
import { interviewInterviewers, interviews } from '../../core/db/schema/interviews';
import { taskProposals, tasks } from '../../core/db/schema/tasks';
import { auditLog } from '../../core/db/schema/user-admin';
import { users } from '../../core/db/schema/users';
import { utcToZoned } from '../../core/lib/zoned-time';
import { runTaskPass } from './due-mail';

/*
 * Issue 30 item 3's leftovers: the audit rows of every task change, where a task's subject opens for
 * the user (or plain text once out of reach), and proposals shown to the people they are for.
 */
let t: Awaited<ReturnType<typeof setupFile>>;
let m: Masters;
const token: Record<'employer' | 'consultancy' | 'consultancy_admin' | 'ats', string> = {
  employer: '',
  consultancy: '',
  consultancy_admin: '',
  ats: '',
};
const id: Record<keyof typeof token, number> = { employer: 0, consultancy: 0, consultancy_admin: 0, ats: 0 };
let operator: number;
let employerClient: number;

beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  m = await loadMasters(t.app);
  token.employer = await signIn(t.app, 'employer', DEMO.employer);
  token.consultancy = await signIn(t.app, 'admin', DEMO.consultancy);
  token.consultancy_admin = await signIn(t.app, 'admin', DEMO.consultancy_admin);
  token.ats = await signIn(t.app, 'admin', DEMO.ats);
  for (const k of Object.keys(token) as (keyof typeof token)[]) {
    const [u] = await t.database.db
      .select({ id: users.id, clientId: users.clientId })
      .from(users)
      .where(eq(users.email, DEMO[k]));
    id[k] = u?.id as number;
    if (k === 'employer') employerClient = u?.clientId as number;
  }
  operator = await operatorClientId(t.database.db);
});
afterAll(() => t.close());

const call = (who: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(who), ...(payload ? { payload: payload as string } : {}) });
const dubaiDay = (days: number) => utcToZoned(new Date(Date.now() + days * 86_400_000), 'Asia/Dubai').date;
const taskBody = (over: Record<string, unknown>) => ({
  title: 'Check the references',
  due_date: dubaiDay(3),
  due_time: '09:00',
  assignee_id: id.employer,
  ...over,
});
type Subject = {
  type: string;
  id: number;
  label: string;
  open: { job_id: number | null; client_type: string | null } | null;
};

describe('task audit rows', () => {
  it('record create, update, complete, reopen and delete, without the notes', async () => {
    const made = await call(
      token.employer,
      'POST',
      '/api/tasks',
      taskBody({
        subject_type: 'organisation',
        subject_id: employerClient,
        notes: 'private remark',
      }),
    );
    expect(made.statusCode, made.body).toBe(201);
    const taskId = made.json().data.id as number;
    expect(
      (await call(token.employer, 'PATCH', `/api/tasks/${taskId}`, { title: 'Check both references' }))
        .statusCode,
    ).toBe(200);
    expect((await call(token.employer, 'PATCH', `/api/tasks/${taskId}`, { status: 'done' })).statusCode).toBe(
      200,
    );
    expect((await call(token.employer, 'PATCH', `/api/tasks/${taskId}`, { status: 'open' })).statusCode).toBe(
      200,
    );
    expect((await call(token.employer, 'DELETE', `/api/tasks/${taskId}`)).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'task'), eq(auditLog.targetId, String(taskId))))
      .orderBy(auditLog.id);
    expect(rows.map((r) => r.action)).toEqual([
      'task.create',
      'task.update',
      'task.complete',
      'task.reopen',
      'task.delete',
    ]);
    expect(rows.every((r) => r.actorId === id.employer && r.clientId === employerClient)).toBe(true);
    expect(rows[1]?.before).toMatchObject({ title: 'Check the references' });
    expect(rows[1]?.after).toMatchObject({ title: 'Check both references' });
    expect(JSON.stringify(rows.map((r) => [r.before, r.after]))).not.toContain('private remark');
    // Another organisation's delete of it writes nothing (it is not theirs: 404).
    expect((await call(token.ats, 'DELETE', `/api/tasks/${taskId}`)).statusCode).toBe(404);
  });

  it('are listed to the operator in the audit log by their area (the action prefix)', async () => {
    const admin = await signIn(t.app, 'admin', DEMO.master_admin);
    const res = await call(admin, 'GET', '/api/settings/audit-log?action=task');
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as { action: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.action.startsWith('task'))).toBe(true);
  });
});

describe("a task's subject", () => {
  it('opens where the user sees it: a job and an application on the job page, a candidate, the own organisation', async () => {
    const job = await postJob(t.app, token.employer, jobBody(m, { title: 'Forklift Trainer' }));
    const c = await newCandidate(t.app, { first_name: 'Rami', last_name: 'Aziz' });
    const application = await applyFor(t.app, c.token, job);
    const subjects: [string, number][] = [
      ['job', job],
      ['application', application],
      ['candidate', c.id],
      ['organisation', employerClient],
    ];
    const made: number[] = [];
    for (const [type, sid] of subjects) {
      const res = await call(
        token.employer,
        'POST',
        '/api/tasks',
        taskBody({ subject_type: type, subject_id: sid }),
      );
      expect(res.statusCode, res.body).toBe(201);
      made.push(res.json().data.id);
    }
    const list = (await call(token.employer, 'GET', '/api/tasks?page_size=100')).json().data as {
      id: number;
      subject: Subject;
    }[];
    const open = (taskId: number) => list.find((x) => x.id === taskId)?.subject.open;
    expect(open(made[0] as number)).toEqual({ job_id: job, client_type: null });
    expect(open(made[1] as number)).toEqual({ job_id: job, client_type: null });
    expect(open(made[2] as number)).toEqual({ job_id: null, client_type: null });
    expect(open(made[3] as number)).toEqual({ job_id: null, client_type: null });
  });

  it('is plain text (open: null) once gone or out of reach; the operator opens an organisation in the back office', async () => {
    const [gone] = await t.database.db
      .insert(tasks)
      .values({
        clientId: employerClient,
        title: 'About a removed job',
        dueAt: new Date(Date.now() + 86_400_000),
        assigneeId: id.employer,
        subjectType: 'job',
        subjectId: 2_000_000_000,
        createdBy: id.employer,
      })
      .returning({ id: tasks.id });
    const list = (await call(token.employer, 'GET', '/api/tasks?page_size=100')).json().data as {
      id: number;
      subject: Subject;
    }[];
    expect(list.find((x) => x.id === gone?.id)?.subject).toMatchObject({ label: 'Removed', open: null });
    const inArabic = (
      await t.app.inject({
        method: 'GET',
        url: '/api/tasks?page_size=100',
        headers: { ...bearer(token.employer), 'accept-language': 'ar' },
      })
    ).json().data as { id: number; subject: Subject }[];
    expect(inArabic.find((x) => x.id === gone?.id)?.subject).toMatchObject({ label: 'محذوف', open: null });

    const staff = await call(
      token.consultancy,
      'POST',
      '/api/tasks',
      taskBody({ assignee_id: id.consultancy, subject_type: 'organisation', subject_id: employerClient }),
    );
    expect(staff.statusCode, staff.body).toBe(201);
    expect(staff.json().data.subject.open).toEqual({ job_id: null, client_type: 'employer' });
  });
});

describe('proposals per person', () => {
  it("a job's renewal is for its poster and the organisation's admins, not every colleague", async () => {
    const validThrough = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const job = await postJob(
      t.app,
      token.consultancy,
      jobBody(m, { title: 'Customs Broker', valid_through: validThrough }),
    );
    await runTaskPass({ db: t.database.db, publicUrl: 'http://portal.test' });
    const seen = async (who: string) =>
      (
        (await call(who, 'GET', '/api/tasks/proposals')).json().data as { id: number; subject: Subject }[]
      ).filter((p) => p.subject.type === 'job' && p.subject.id === job);
    const [mine] = await seen(token.consultancy);
    expect(mine).toBeDefined();
    expect(await seen(token.consultancy_admin)).toHaveLength(1);
    expect(await seen(token.ats)).toHaveLength(0);
    // Not for them: neither accepted nor dismissed by them.
    expect((await call(token.ats, 'POST', `/api/tasks/proposals/${mine?.id}/dismiss`)).statusCode).toBe(404);
    expect((await call(token.ats, 'POST', `/api/tasks/proposals/${mine?.id}/accept`)).statusCode).toBe(404);
    const dismissed = await call(token.consultancy, 'POST', `/api/tasks/proposals/${mine?.id}/dismiss`);
    expect(dismissed.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'task_proposal.dismiss'), eq(auditLog.targetId, String(mine?.id))));
    expect(row).toMatchObject({ actorId: id.consultancy, clientId: operator });
  });

  it("an interview's follow-up is for its organiser, its interviewers and the admins", async () => {
    const job = await postJob(t.app, token.consultancy, jobBody(m, { title: 'Fleet Planner' }));
    const c = await newCandidate(t.app, { first_name: 'Sara', last_name: 'Nasser' });
    const application = await applyFor(t.app, c.token, job);
    const starts = new Date(Date.now() - 3 * 3_600_000);
    const [iv] = await t.database.db
      .insert(interviews)
      .values({
        applicationId: application,
        clientId: operator,
        startsAt: starts,
        endsAt: new Date(starts.getTime() + 3_600_000),
        timeZone: 'Asia/Dubai',
        kind: 'phone',
        createdBy: id.consultancy_admin,
      })
      .returning({ id: interviews.id });
    await t.database.db
      .insert(interviewInterviewers)
      .values({ interviewId: iv?.id as number, userId: id.ats });
    await runTaskPass({ db: t.database.db, publicUrl: 'http://portal.test' });
    const [made] = await t.database.db
      .select()
      .from(taskProposals)
      .where(eq(taskProposals.sourceKey, `interview:${iv?.id}`));
    expect(made?.assigneeId).toBe(id.consultancy_admin);
    const sees = async (who: string) =>
      ((await call(who, 'GET', '/api/tasks/proposals')).json().data as { id: number }[]).some(
        (p) => p.id === made?.id,
      );
    expect(await sees(token.consultancy_admin)).toBe(true);
    expect(await sees(token.ats)).toBe(true);
    expect(await sees(token.consultancy)).toBe(false);
    const accepted = await call(token.ats, 'POST', `/api/tasks/proposals/${made?.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().data.subject.open).toEqual({ job_id: job, client_type: null });
    const audit = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(
        and(inArray(auditLog.action, ['task_proposal.accept']), eq(auditLog.targetId, String(made?.id))),
      );
    expect(audit[0]?.n).toBe(1);
  });
});
