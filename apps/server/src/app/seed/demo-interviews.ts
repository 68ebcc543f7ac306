import type { InterviewKind, InterviewResponse } from '@portal/contract/interviews';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { applicationEvents, applications } from '../../core/db/schema/applications';
import { clients } from '../../core/db/schema/clients';
import { companyBranches } from '../../core/db/schema/companies';
import { interviewInterviewers, interviews } from '../../core/db/schema/interviews';
import { jobs } from '../../core/db/schema/jobs';
import { users } from '../../core/db/schema/users';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { demoCandidate } from './demo-candidate';

const DAY = 86_400_000;
/** Asia/Dubai is UTC+4 all year: 10:00 there is 06:00 UTC. */
const DUBAI_OFFSET_H = 4;

type Plan = {
  days: number;
  hour: number;
  minutes: number;
  kind: InterviewKind;
  response: InterviewResponse;
  message?: string;
};

/** The demo candidate's three: one accepted, one awaiting her answer, one where she asked for another time. */
const CANDIDATE_PLAN: Plan[] = [
  { days: 2, hour: 10, minutes: 45, kind: 'in_person', response: 'accepted' },
  { days: 4, hour: 14, minutes: 30, kind: 'video', response: 'pending' },
  {
    days: 8,
    hour: 11,
    minutes: 45,
    kind: 'phone',
    response: 'reschedule_requested',
    message: 'I am on shift until 14:00 that day; any afternoon after 15:00 suits me.',
  },
];
/** The demo employer's and the operator's own applicants, so both Interviews pages show a week. */
const TEAM_PLAN: Plan[] = [
  { days: 1, hour: 9, minutes: 30, kind: 'phone', response: 'accepted' },
  { days: 3, hour: 11, minutes: 60, kind: 'in_person', response: 'pending' },
  { days: 9, hour: 15, minutes: 45, kind: 'video', response: 'pending' },
];

/** A day `days` from the seed day at `hour` in Dubai, as an instant. */
function dubaiTime(days: number, hour: number): Date {
  const d = new Date(Date.now() + days * DAY);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), hour - DUBAI_OFFSET_H, 0));
}

async function schedule(db: Db, app: { id: number; clientId: number }, plan: Plan, interviewerId: number) {
  const [office] = await db
    .select({ id: companyBranches.id })
    .from(companyBranches)
    .where(eq(companyBranches.clientId, app.clientId))
    .orderBy(asc(companyBranches.id))
    .limit(1);
  const kind = plan.kind === 'in_person' && !office ? 'phone' : plan.kind;
  const startsAt = dubaiTime(plan.days, plan.hour);
  const [row] = await db
    .insert(interviews)
    .values({
      applicationId: app.id,
      clientId: app.clientId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + plan.minutes * 60_000),
      timeZone: 'Asia/Dubai',
      kind,
      officeId: kind === 'in_person' ? (office?.id ?? null) : null,
      videoUrl: kind === 'video' ? 'https://meet.example.com/logistics-interview' : null,
      note: 'Please bring a photo ID and your certificates.',
      response: plan.response,
      responseMessage: plan.message ?? null,
      respondedAt: plan.response === 'pending' ? null : new Date(),
      createdBy: interviewerId,
    })
    .returning({ id: interviews.id });
  if (!row) return;
  await db.insert(interviewInterviewers).values({ interviewId: row.id, userId: interviewerId });
  await db
    .update(applications)
    .set({ status: 'interview' })
    .where(and(eq(applications.id, app.id), inArray(applications.status, ['applied', 'shortlisted'])));
  await db.insert(applicationEvents).values({
    applicationId: app.id,
    status: 'interview',
    changedBy: interviewerId,
    note: 'Interview scheduled',
  });
}

/** The first active user of the organisation: who sits on the demo panels. */
async function panelOf(db: Db, clientId: number) {
  const [u] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.status, 'active')))
    .orderBy(asc(users.id))
    .limit(1);
  return u?.id;
}

const OPEN = ['applied', 'shortlisted', 'interview'] as const;

/**
 * Interviews this week and next (issue 28): the demo candidate's three ("My interviews", on her
 * oldest open applications), and a few
 * of the demo employer's and the operator's applicants. Dates from the seed day; no mail is queued.
 * Skipped once any interview exists.
 */
export async function seedDemoInterviews(db: Db): Promise<void> {
  if ((await db.select({ id: interviews.id }).from(interviews).limit(1)).length) return;
  const aisha = await demoCandidate(db);
  if (aisha) {
    const hers = await db
      .select({ id: applications.id, clientId: jobs.clientId })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(eq(applications.candidateId, aisha.id), inArray(applications.status, [...OPEN])))
      .orderBy(asc(applications.createdAt), asc(applications.id));
    // Her oldest three get one each; the newest stays at "applied", so every stage shows.
    for (const [i, app] of hers.slice(0, CANDIDATE_PLAN.length).entries()) {
      const panel = await panelOf(db, app.clientId);
      if (panel) await schedule(db, app, CANDIDATE_PLAN[i] as Plan, panel);
    }
  }
  const employerEmail = DEMO_ACCOUNTS.find((a) => a.role === 'employer')?.email ?? '';
  const orgs = await db
    .select({ id: clients.id, user: users.id })
    .from(clients)
    .innerJoin(users, eq(users.clientId, clients.id))
    .where(eq(users.email, employerEmail));
  const [operator] = await db.select({ id: clients.id }).from(clients).where(eq(clients.isOperator, true));
  for (const clientId of [orgs[0]?.id, operator?.id]) {
    if (!clientId) continue;
    const panel = await panelOf(db, clientId);
    if (!panel) continue;
    const theirs = await db
      .select({ id: applications.id, clientId: jobs.clientId })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(
        and(
          eq(jobs.clientId, clientId),
          inArray(applications.status, ['applied', 'shortlisted', 'interview']),
          aisha ? ne(applications.candidateId, aisha.id) : undefined,
        ),
      )
      .orderBy(asc(applications.id))
      .limit(TEAM_PLAN.length);
    for (const [i, app] of theirs.entries()) await schedule(db, app, TEAM_PLAN[i] as Plan, panel);
  }
}
