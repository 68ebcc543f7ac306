import type { TaskStatus, TaskSubject } from '@portal/contract/tasks';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { applications } from '../../core/db/schema/applications';
import { clients } from '../../core/db/schema/clients';
import { jobs } from '../../core/db/schema/jobs';
import { tasks } from '../../core/db/schema/tasks';
import { users } from '../../core/db/schema/users';
import type { Caller } from '../../platform/tenancy/scope';
import { ownedBy } from '../../platform/tenancy/scope-repository';

export type TaskInsert = typeof tasks.$inferInsert;

/**
 * How a task's subject is named on screen, read from the table its type names: a person or an
 * organisation by name, a job and an application in a neutral form (JSON) that `subjectLabelIn` puts
 * in the reader's language.
 */
export const subjectLabel = (type: SQL | typeof tasks.subjectType, id: SQL | typeof tasks.subjectId) => sql<
  string | null
>`case ${type}
  when 'candidate' then (select trim(u.first_name || ' ' || u.last_name) from users u where u.id = ${id})
  when 'job' then (select json_build_object('job', j.title, 'job_ar', j.title_ar)::text from jobs j where j.id = ${id})
  when 'application' then (select json_build_object('person', trim(u.first_name || ' ' || u.last_name),
      'job', j.title, 'job_ar', j.title_ar)::text
    from applications a join users u on u.id = a.candidate_id join jobs j on j.id = a.job_id where a.id = ${id})
  when 'organisation' then (select c.name from clients c where c.id = ${id})
end`;

const personName = (alias: string) =>
  sql<
    string | null
  >`(select trim(p.first_name || ' ' || p.last_name) from users p where p.id = ${sql.raw(alias)})`;

/** One task's row with the names the list shows; `now` decides what is overdue. */
const selectTasks = (db: Db, now: Date) =>
  db
    .select({
      task: tasks,
      timeZone: clients.timeZone,
      assigneeName: personName('tasks.assignee_id'),
      creatorName: personName('tasks.created_by'),
      label: subjectLabel(tasks.subjectType, tasks.subjectId),
      overdue: sql<boolean>`(${tasks.status} = 'open' and ${tasks.dueAt} < ${now.toISOString()}::timestamptz)`,
    })
    .from(tasks)
    .innerJoin(clients, eq(clients.id, tasks.clientId));
export type TaskRow = Awaited<ReturnType<ReturnType<typeof selectTasks>['where']>>[number];

export type TaskFilter = {
  clientId: number;
  assigneeId?: number;
  status?: TaskStatus;
  overdue?: boolean;
  subject?: { type: TaskSubject; id?: number };
};

function filterWhere(f: TaskFilter, now: Date): SQL | undefined {
  return and(
    eq(tasks.clientId, f.clientId),
    f.assigneeId === undefined ? undefined : eq(tasks.assigneeId, f.assigneeId),
    f.status ? eq(tasks.status, f.status) : undefined,
    f.overdue
      ? and(eq(tasks.status, 'open'), sql`${tasks.dueAt} < ${now.toISOString()}::timestamptz`)
      : undefined,
    f.subject ? eq(tasks.subjectType, f.subject.type) : undefined,
    f.subject?.id === undefined ? undefined : eq(tasks.subjectId, f.subject.id),
  );
}

/** A page of tasks: overdue first, then by due time (done ones most recent first). */
export async function listTasks(db: Db, f: TaskFilter, page: { limit: number; offset: number }, now: Date) {
  const where = filterWhere(f, now);
  const [rows, [count]] = await Promise.all([
    selectTasks(db, now)
      .where(where)
      .orderBy(
        desc(sql`(${tasks.status} = 'open' and ${tasks.dueAt} < ${now.toISOString()}::timestamptz)`),
        desc(sql`${tasks.status} = 'open'`),
        sql`case when ${tasks.status} = 'open' then ${tasks.dueAt} end asc`,
        desc(tasks.dueAt),
        asc(tasks.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(tasks).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function taskById(
  db: Db,
  clientId: number,
  id: number,
  now: Date,
): Promise<TaskRow | undefined> {
  const [row] = await selectTasks(db, now).where(and(eq(tasks.id, id), eq(tasks.clientId, clientId)));
  return row;
}

/** The user's open tasks due today (the organisation's today) or before: the header's count. */
export async function countDueNow(db: Db, userId: number, clientId: number, now: Date): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tasks)
    .innerJoin(clients, eq(clients.id, tasks.clientId))
    .where(
      and(
        eq(tasks.clientId, clientId),
        eq(tasks.assigneeId, userId),
        eq(tasks.status, 'open'),
        sql`(${tasks.dueAt} at time zone ${clients.timeZone})::date <= (${at} at time zone ${clients.timeZone})::date`,
      ),
    );
  return row?.n ?? 0;
}

export async function insertTask(db: Db, values: TaskInsert): Promise<number> {
  const [row] = await db.insert(tasks).values(values).returning({ id: tasks.id });
  return row?.id as number;
}

/** Changes a task of the organisation; false when it has none of that id. */
export async function updateTask(
  db: Db,
  clientId: number,
  id: number,
  values: Partial<TaskInsert>,
): Promise<boolean> {
  const rows = await db
    .update(tasks)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(tasks.id, id), eq(tasks.clientId, clientId)))
    .returning({ id: tasks.id });
  return rows.length > 0;
}

export async function deleteTask(db: Db, clientId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(tasks)
    .where(and(eq(tasks.id, id), eq(tasks.clientId, clientId)))
    .returning({ id: tasks.id });
  return rows.length > 0;
}

/** The organisation's time zone (the portal's default when it has none). */
export async function timeZoneOf(db: Db, clientId: number): Promise<string | undefined> {
  const [row] = await db.select({ tz: clients.timeZone }).from(clients).where(eq(clients.id, clientId));
  return row?.tz;
}

/** The active users of the organisation: whom a task may be assigned to. */
export const teamOf = (db: Db, clientId: number) =>
  db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.status, 'active'), sql`${users.role} <> 'candidate'`))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));

/** Whether the caller's reach holds the job (its organisation's; every job for `all`). */
export async function jobReachable(db: Db, caller: Caller, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, id), ownedBy(caller, jobs.clientId)));
  return row !== undefined;
}

/** Whether the caller's reach holds the application (one to a job it reaches). */
export async function applicationReachable(db: Db, caller: Caller, id: number): Promise<boolean> {
  return (await applicationJob(db, caller, id)) !== undefined;
}

/** The job of an application in the caller's reach (where its applicants are listed), else undefined. */
export async function applicationJob(db: Db, caller: Caller, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ jobId: applications.jobId })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.id, id), ownedBy(caller, jobs.clientId)));
  return row?.jobId;
}

/** An organisation's type (employer or consultancy), undefined when it is gone. */
export async function organisationType(db: Db, id: number): Promise<'employer' | 'consultancy' | undefined> {
  const [row] = await db.select({ type: clients.type }).from(clients).where(eq(clients.id, id));
  return row?.type as 'employer' | 'consultancy' | undefined;
}

/**
 * The morning mail's claim: open, assigned tasks due today in their organisation's time zone, once
 * 08:00 has come there, not mailed yet. One UPDATE stamps them, so of two workers claiming at once
 * each task goes to one.
 */
export async function claimDueMails(tx: Db, now: Date): Promise<number[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await tx
    .update(tasks)
    .set({ dueMailSentAt: now })
    .from(clients)
    .where(
      and(
        eq(clients.id, tasks.clientId),
        eq(tasks.status, 'open'),
        sql`${tasks.dueMailSentAt} is null`,
        sql`${tasks.assigneeId} is not null`,
        sql`(${tasks.dueAt} at time zone ${clients.timeZone})::date = (${at} at time zone ${clients.timeZone})::date`,
        sql`(${at} at time zone ${clients.timeZone})::time >= time '08:00'`,
      ),
    )
    .returning({ id: tasks.id });
  return rows.map((r) => r.id);
}

/** A job-bearing subject's job title in one of its languages (`title` or `title_ar`). */
const subjectJob = (column: 'title' | 'title_ar') => sql<string | null>`case ${tasks.subjectType}
  when 'job' then (select j.${sql.raw(column)} from jobs j where j.id = ${tasks.subjectId})
  when 'application' then (select j.${sql.raw(column)} from applications a join jobs j on j.id = a.job_id
    where a.id = ${tasks.subjectId})
end`;

/**
 * What the due mails say: the task, its assignee's address, name, role and language, and the
 * subject's parts (person, job title in both languages) so the mail names it in that language.
 */
export async function dueMailViews(db: Db, ids: number[], now: Date) {
  if (!ids.length) return [];
  const rows = await selectTasks(db, now).where(sql`${tasks.id} in ${ids}`);
  // In turn: called inside the claiming transaction, whose one connection runs one statement at a time.
  const people = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      role: users.role,
      locale: users.locale,
    })
    .from(users)
    .where(sql`${users.id} in ${rows.map((r) => r.task.assigneeId ?? 0)}`);
  const parts = await db
    .select({
      id: tasks.id,
      person: sql<string | null>`case ${tasks.subjectType}
        when 'application' then (select trim(u.first_name || ' ' || u.last_name)
          from applications a join users u on u.id = a.candidate_id where a.id = ${tasks.subjectId})
      end`,
      jobTitle: subjectJob('title'),
      jobTitleAr: subjectJob('title_ar'),
    })
    .from(tasks)
    .where(sql`${tasks.id} in ${ids}`);
  return rows.flatMap((r) => {
    const to = people.find((p) => p.id === r.task.assigneeId);
    const subject = parts.find((p) => p.id === r.task.id);
    return to ? [{ row: r, to, subject }] : [];
  });
}
