import type { TaskSubject } from '@portal/contract/tasks';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { applications } from '../../core/db/schema/applications';
import { clients } from '../../core/db/schema/clients';
import { jobs } from '../../core/db/schema/jobs';
import { taskProposals, tasks } from '../../core/db/schema/tasks';
import { users } from '../../core/db/schema/users';
import { utcToZoned, zonedToUtc } from '../../core/lib/zoned-time';
import { DEMO_ACCOUNTS } from './demo-accounts';

const ZONE = 'Asia/Dubai';
const DAY = 86_400_000;

/** Dubai's wall clock `days` from the seed day at `time`, as an instant. */
function dubai(days: number, time: string): Date {
  const { date } = utcToZoned(new Date(Date.now() + days * DAY), ZONE);
  return zonedToUtc(date, time, ZONE) as Date;
}

type Subject = { type: TaskSubject; id: number; name: string };
type Plan = { days: number; time: string; done?: boolean; notes?: string };

/** What a task on each kind of subject says. */
const TITLES: Record<TaskSubject, (name: string) => string> = {
  candidate: (name) => `Call ${name} about the shift pattern`,
  application: (name) => `Review ${name}`,
  job: (name) => `Check the new applicants of ${name}`,
  organisation: (name) => `Update the company page of ${name}`,
};

/** Per demo user: one overdue, one due today, one upcoming, one done. */
const PLAN: Plan[] = [
  { days: -2, time: '11:00', notes: 'Ask about night shifts.' },
  { days: 0, time: '17:30' },
  { days: 3, time: '10:00' },
  { days: -1, time: '09:00', done: true },
];

/** What an organisation's demo tasks are about: one of its applications, its candidate, a job, itself. */
async function subjectsOf(db: Db, clientId: number): Promise<Subject[]> {
  const [app] = await db
    .select({
      id: applications.id,
      candidateId: users.id,
      first: users.firstName,
      last: users.lastName,
      job: jobs.title,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.candidateId))
    .where(eq(jobs.clientId, clientId))
    .orderBy(asc(applications.id))
    .limit(1);
  const [job] = await db
    .select({ id: jobs.id, title: jobs.title })
    .from(jobs)
    .where(and(eq(jobs.clientId, clientId), eq(jobs.status, 'published')))
    .orderBy(asc(jobs.id))
    .limit(1);
  const [org] = await db.select({ name: clients.name }).from(clients).where(eq(clients.id, clientId));
  const out: Subject[] = [];
  if (app) {
    out.push({ type: 'candidate', id: app.candidateId, name: `${app.first} ${app.last}` });
    out.push({ type: 'application', id: app.id, name: `${app.first}'s application for ${app.job}` });
  }
  if (job) out.push({ type: 'job', id: job.id, name: `the ${job.title} job` });
  out.push({ type: 'organisation', id: clientId, name: org?.name ?? 'the account' });
  return out;
}

/**
 * The demo employer's and the operator's staff's tasks (issue 30): for each demo user one overdue,
 * one due today, one upcoming and one done, about their organisation's candidates, applications,
 * jobs and the organisation; and one proposal per organisation waiting for an answer. Skipped once
 * any task exists.
 */
export async function seedDemoTasks(db: Db): Promise<void> {
  if ((await db.select({ id: tasks.id }).from(tasks).limit(1)).length) return;
  const emails = DEMO_ACCOUNTS.filter((a) => a.role !== 'candidate').map((a) => a.email);
  const people = await db
    .select({ id: users.id, clientId: users.clientId, email: users.email })
    .from(users)
    .where(inArray(users.email, emails))
    .orderBy(asc(users.id));
  const proposed = new Set<number>();
  for (const [n, person] of people.entries()) {
    if (!person.clientId) continue;
    const subjects = await subjectsOf(db, person.clientId);
    await db.insert(tasks).values(
      PLAN.map((p, i) => {
        // Each person's tasks start at another subject, so a team's list is not four copies.
        const s = subjects[(i + n) % subjects.length] as Subject;
        return {
          clientId: person.clientId as number,
          title: TITLES[s.type](s.name),
          notes: p.notes ?? null,
          dueAt: dubai(p.days, p.time),
          assigneeId: person.id,
          status: p.done ? ('done' as const) : ('open' as const),
          doneAt: p.done ? dubai(p.days, p.time) : null,
          subjectType: s.type,
          subjectId: s.id,
          createdBy: person.id,
        };
      }),
    );
    const app = subjects.find((s) => s.type === 'candidate');
    const application = subjects.find((s) => s.type === 'application');
    if (!proposed.has(person.clientId) && app && application) {
      proposed.add(person.clientId);
      const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: ZONE }).format(
        dubai(-1, '10:00'),
      );
      await db
        .insert(taskProposals)
        .values({
          clientId: person.clientId,
          kind: 'interview_follow_up',
          sourceKey: `seed:follow-up:${application.id}`,
          title: `Follow up with ${app.name.split(' ')[0]} after ${weekday}'s interview`,
          dueAt: dubai(1, '10:00'),
          assigneeId: person.id,
          subjectType: 'application',
          subjectId: application.id,
        })
        .onConflictDoNothing();
    }
  }
}
