import type { InterviewResponse } from '@portal/contract/interviews';
import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { applications } from '../../core/db/schema/applications';
import { clients } from '../../core/db/schema/clients';
import { companyBranches } from '../../core/db/schema/companies';
import { interviewInterviewers, interviews } from '../../core/db/schema/interviews';
import { jobs } from '../../core/db/schema/jobs';
import { users } from '../../core/db/schema/users';
import type { Caller } from '../../platform/tenancy/scope';
import { ownOrgOnly } from '../../platform/tenancy/scope-repository';

export type InterviewInsert = typeof interviews.$inferInsert;

/** An application of one of the caller's own organisation's jobs, with what an invitation needs. */
export async function applicationOfOrg(db: Db, caller: Caller, applicationId: number) {
  const [row] = await db
    .select({
      id: applications.id,
      status: applications.status,
      jobId: jobs.id,
      jobTitle: jobs.title,
      clientId: clients.id,
      timeZone: clients.timeZone,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(clients, eq(clients.id, jobs.clientId))
    .where(and(eq(applications.id, applicationId), ownOrgOnly(caller, jobs.clientId)));
  return row;
}

export async function organisationTimeZone(db: Db, clientId: number) {
  const [row] = await db.select({ timeZone: clients.timeZone }).from(clients).where(eq(clients.id, clientId));
  return row?.timeZone;
}

/** The organisation's active users (who may interview), by name. */
export const teamOf = (db: Db, clientId: number) =>
  db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.status, 'active'), ne(users.role, 'candidate')))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));

/** The organisation's offices (its company profile's branches). */
export const officesOf = (db: Db, clientId: number) =>
  db
    .select({ id: companyBranches.id, name: companyBranches.name, address: companyBranches.address })
    .from(companyBranches)
    .where(eq(companyBranches.clientId, clientId))
    .orderBy(asc(companyBranches.name), asc(companyBranches.id));

export async function insertInterview(tx: Db, values: InterviewInsert): Promise<number> {
  const [row] = await tx.insert(interviews).values(values).returning({ id: interviews.id });
  if (!row) throw new Error('interview insert returned nothing');
  return row.id;
}

export async function setInterviewers(tx: Db, interviewId: number, userIds: number[]) {
  await tx.delete(interviewInterviewers).where(eq(interviewInterviewers.interviewId, interviewId));
  await tx.insert(interviewInterviewers).values(userIds.map((userId) => ({ interviewId, userId })));
}

export async function updateInterview(tx: Db, id: number, set: Partial<InterviewInsert>) {
  await tx
    .update(interviews)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(interviews.id, id));
}

/** The interview of the caller's organisation, locked for a change; else undefined. */
export async function lockInterviewOfOrg(tx: Db, caller: Caller, id: number) {
  const [row] = await tx
    .select()
    .from(interviews)
    .where(and(eq(interviews.id, id), ownOrgOnly(caller, interviews.clientId)))
    .for('update');
  return row;
}

/** The columns every view of an interview reads: the interview, job, candidate, office, organisation. */
const viewColumns = {
  interview: interviews,
  jobId: jobs.id,
  jobTitle: jobs.title,
  jobTitleAr: jobs.titleAr,
  company: jobs.clientCompanyName,
  organisation: clients.name,
  candidateId: users.id,
  candidateFirst: users.firstName,
  candidateLast: users.lastName,
  candidateEmail: users.email,
  candidateLocale: users.locale,
  officeName: companyBranches.name,
  officeAddress: companyBranches.address,
};
const selectViews = (db: Db) =>
  db
    .select(viewColumns)
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(clients, eq(clients.id, interviews.clientId))
    .innerJoin(users, eq(users.id, applications.candidateId))
    .leftJoin(companyBranches, eq(companyBranches.id, interviews.officeId));
export type InterviewView = Awaited<ReturnType<typeof selectViews>>[number];

export async function interviewViewById(db: Db, id: number): Promise<InterviewView | undefined> {
  const [row] = await selectViews(db).where(eq(interviews.id, id));
  return row;
}

export const interviewsOfApplication = (db: Db, caller: Caller, applicationId: number) =>
  selectViews(db)
    .where(and(eq(interviews.applicationId, applicationId), ownOrgOnly(caller, interviews.clientId)))
    .orderBy(asc(interviews.startsAt), asc(interviews.id));

export type InterviewFilter = {
  from?: Date;
  to?: Date;
  jobId?: number;
  interviewerId?: number;
  includeCancelled: boolean;
};

function orgFilter(caller: Caller, f: InterviewFilter) {
  return and(
    ownOrgOnly(caller, interviews.clientId),
    f.from ? gte(interviews.endsAt, f.from) : undefined,
    f.to ? lt(interviews.startsAt, f.to) : undefined,
    f.jobId ? eq(applications.jobId, f.jobId) : undefined,
    f.interviewerId
      ? sql`exists (select 1 from ${interviewInterviewers} ii where ii.interview_id = ${interviews.id} and ii.user_id = ${f.interviewerId})`
      : undefined,
    f.includeCancelled ? undefined : eq(interviews.status, 'scheduled'),
  );
}

/** A page of the organisation's interviews in the window, soonest first, and the total. */
export async function interviewPage(db: Db, caller: Caller, f: InterviewFilter, page: number, size: number) {
  const where = orgFilter(caller, f);
  const [rows, [total]] = await Promise.all([
    selectViews(db)
      .where(where)
      .orderBy(asc(interviews.startsAt), asc(interviews.id))
      .limit(size)
      .offset((page - 1) * size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(interviews)
      .innerJoin(applications, eq(applications.id, interviews.applicationId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The jobs that have interviews of the organisation, for the page's filter. */
export const jobsWithInterviews = (db: Db, caller: Caller) =>
  db
    .selectDistinct({ id: jobs.id, title: jobs.title })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(ownOrgOnly(caller, interviews.clientId))
    .orderBy(asc(jobs.title), asc(jobs.id));

/** The interviewers of the interviews, by interview id. */
export async function interviewersOf(db: Db, interviewIds: number[]) {
  if (!interviewIds.length) return [];
  return db
    .select({
      interviewId: interviewInterviewers.interviewId,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      locale: users.locale,
    })
    .from(interviewInterviewers)
    .innerJoin(users, eq(users.id, interviewInterviewers.userId))
    .where(inArray(interviewInterviewers.interviewId, interviewIds))
    .orderBy(asc(users.firstName), asc(users.id));
}

/** Scheduled interviews other than `exceptId` in which one of the users sits at an overlapping time. */
export const overlappingBookings = (db: Db, userIds: number[], start: Date, end: Date, exceptId: number) =>
  db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      startsAt: interviews.startsAt,
    })
    .from(interviewInterviewers)
    .innerJoin(interviews, eq(interviews.id, interviewInterviewers.interviewId))
    .innerJoin(users, eq(users.id, interviewInterviewers.userId))
    .where(
      and(
        inArray(interviewInterviewers.userId, userIds),
        eq(interviews.status, 'scheduled'),
        ne(interviews.id, exceptId),
        lt(interviews.startsAt, end),
        gt(interviews.endsAt, start),
      ),
    )
    .orderBy(asc(interviews.startsAt));

/* ---------------------------------------------------------------- the candidate's side */

export const interviewsOfCandidate = (db: Db, candidateId: number) =>
  selectViews(db)
    .where(eq(applications.candidateId, candidateId))
    .orderBy(asc(interviews.startsAt), asc(interviews.id));

/** The candidate's interview locked for an answer; undefined when it is not theirs. */
export async function lockCandidateInterview(tx: Db, id: number, candidateId: number) {
  const [row] = await tx
    .select({ id: interviews.id, status: interviews.status, startsAt: interviews.startsAt })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .where(and(eq(interviews.id, id), eq(applications.candidateId, candidateId)))
    .for('update', { of: interviews });
  return row;
}

export async function recordAnswer(tx: Db, id: number, response: InterviewResponse, message: string | null) {
  await tx
    .update(interviews)
    .set({ response, responseMessage: message, respondedAt: new Date(), updatedAt: new Date() })
    .where(eq(interviews.id, id));
}

/* ---------------------------------------------------------------- reminders */

export type ReminderKind = '24h' | '2h';

/**
 * Claims the scheduled interviews whose reminder of `kind` is due at `now` and not yet sent, by
 * stamping it in one UPDATE ... WHERE sent_at IS NULL RETURNING: a second worker running the same
 * pass at the same moment waits for the row, finds it stamped and claims nothing. Only times still
 * to come are claimed; the 24 h reminder is for interviews more than 2 h away (nearer ones get the
 * 2 h reminder alone), and claiming the 2 h reminder stamps a 24 h one never sent so it never comes late.
 */
export async function claimDueReminders(tx: Db, kind: ReminderKind, now: Date): Promise<number[]> {
  const in2h = new Date(now.getTime() + 2 * 3600_000);
  const in24h = new Date(now.getTime() + 24 * 3600_000);
  const due =
    kind === '24h'
      ? and(
          isNull(interviews.reminder24hSentAt),
          gt(interviews.startsAt, in2h),
          lte(interviews.startsAt, in24h),
        )
      : and(
          isNull(interviews.reminder2hSentAt),
          gt(interviews.startsAt, now),
          lte(interviews.startsAt, in2h),
        );
  const rows = await tx
    .update(interviews)
    .set(
      kind === '24h'
        ? { reminder24hSentAt: now }
        : {
            reminder2hSentAt: now,
            reminder24hSentAt: sql`coalesce(${interviews.reminder24hSentAt}, ${now.toISOString()}::timestamptz)`,
          },
    )
    .where(and(eq(interviews.status, 'scheduled'), due))
    .returning({ id: interviews.id });
  return rows.map((r) => r.id);
}

export async function interviewViewsByIds(db: Db, ids: number[]) {
  if (!ids.length) return [];
  return selectViews(db).where(inArray(interviews.id, ids));
}

/** Who mails come from when a staff user scheduled it: the scheduler's name and address. */
export async function userContact(db: Db, userId: number) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
