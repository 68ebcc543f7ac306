import type { ApplicantsQuery, EmployerStatus } from '@portal/contract/applications';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { applicationEvents, applications, applicationViews } from '../../core/db/schema/applications';
import { candidateProfiles } from '../../core/db/schema/candidates';
import { clients } from '../../core/db/schema/clients';
import { jobs } from '../../core/db/schema/jobs';
import { mailPreferences } from '../../core/db/schema/mail-preferences';
import { applicationScreenings } from '../../core/db/schema/screening';
import { users } from '../../core/db/schema/users';
import type { Caller } from '../../platform/tenancy/scope';
import { ownedBy } from '../../platform/tenancy/scope-repository';
import { encodeInterviewStep, type InterviewStep } from './history-note';

/** The columns every applicant row needs: the application, the user and the profile's basics. */
const rowColumns = {
  id: applications.id,
  jobId: jobs.id,
  jobTitle: jobs.title,
  status: applications.status,
  createdAt: applications.createdAt,
  firstViewedAt: applications.firstViewedAt,
  cvFileId: applications.cvFileId,
  cvName: applications.cvName,
  coverNote: applications.coverNote,
  knockoutPassed: applicationScreenings.knockoutPassed,
  candidateId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  headline: candidateProfiles.headline,
  experience: candidateProfiles.totalExperienceYears,
  cityId: candidateProfiles.currentCityId,
  stateId: candidateProfiles.currentStateId,
  countryId: candidateProfiles.currentCountryId,
  // The current job, else the latest one: what a recruiter scans the list for.
  currentTitle: sql<
    string | null
  >`(select e.job_title from candidate_employments e where e.user_id = ${users.id}
    order by e.is_current desc, e.start_date desc, e.id desc limit 1)`,
};
/** Applications joined to their job, candidate and profile; `scope` filters on the job. */
const selectRows = (db: Db) =>
  db
    .select(rowColumns)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.candidateId))
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .leftJoin(applicationScreenings, eq(applicationScreenings.applicationId, applications.id));
export type ApplicantRowData = Awaited<ReturnType<typeof selectRows>>[number];

/** Applications whose screening answers passed (or failed) the knock-outs. */
const knockoutIs = (passed: boolean) =>
  sql`exists (select 1 from ${applicationScreenings} s where s.application_id = ${applications.id} and s.knockout_passed = ${passed})`;

const likeTerm = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** An application of a job the caller may manage, with its candidate; else undefined. */
export async function applicationInScope(db: Db, caller: Caller, id: number) {
  const [row] = await selectRows(db).where(and(eq(applications.id, id), ownedBy(caller, jobs.clientId)));
  return row;
}

/** The job's id and title when the caller may manage it, else undefined. */
export async function jobInScope(db: Db, caller: Caller, jobId: number) {
  const [job] = await db
    .select({ id: jobs.id, title: jobs.title })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), ownedBy(caller, jobs.clientId)));
  return job;
}

/** One page of a job's applicants (by name or e-mail, and status), and the counts by status of the search. */
export async function applicantPage(db: Db, jobId: number, q: ApplicantsQuery) {
  const base = and(
    eq(applications.jobId, jobId),
    q.q
      ? or(
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, likeTerm(q.q)),
          ilike(users.email, likeTerm(q.q)),
        )
      : undefined,
    q.knockout ? knockoutIs(q.knockout === 'passed') : undefined,
  );
  const where = q.status ? and(base, eq(applications.status, q.status)) : base;
  const order =
    q.sort === 'oldest'
      ? [asc(applications.createdAt), asc(applications.id)]
      : [desc(applications.createdAt), desc(applications.id)];
  const [rows, byStatus] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(...order)
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db
      .select({ status: applications.status, n: count() })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.candidateId))
      .where(base)
      .groupBy(applications.status),
  ]);
  return { rows, byStatus };
}

/** Every applicant of the job (all statuses), oldest first. */
export const allApplicantsOf = (db: Db, jobId: number) =>
  selectRows(db)
    .where(eq(applications.jobId, jobId))
    .orderBy(asc(applications.createdAt), asc(applications.id));

export async function insertApplicationView(tx: Db, applicationId: number, viewerId: number) {
  await tx.insert(applicationViews).values({ applicationId, viewerId });
}

/** Stamps the application's first view; later views leave it as it is. */
export async function markFirstViewed(tx: Db, applicationId: number) {
  await tx
    .update(applications)
    .set({ firstViewedAt: sql`now()` })
    .where(and(eq(applications.id, applicationId), isNull(applications.firstViewedAt)));
}

export async function firstViewedAt(db: Db, applicationId: number): Promise<Date | null> {
  const [viewed] = await db
    .select({ at: applications.firstViewedAt })
    .from(applications)
    .where(eq(applications.id, applicationId));
  return viewed?.at ?? null;
}

/** The application's status moves, oldest first, with who made each. */
export const statusHistory = (db: Db, applicationId: number) =>
  db
    .select({
      status: applicationEvents.status,
      at: applicationEvents.createdAt,
      note: applicationEvents.note,
      first: users.firstName,
      last: users.lastName,
    })
    .from(applicationEvents)
    .leftJoin(users, eq(users.id, applicationEvents.changedBy))
    .where(eq(applicationEvents.applicationId, applicationId))
    .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id));

/**
 * The applications with what their status mail needs (candidate, job, organisation, mail choice),
 * where the caller's organisation owns the job; rows locked until the transaction ends.
 */
export function lockApplicantsForMove(tx: Db, caller: Caller, ids: number[]) {
  return tx
    .select({
      id: applications.id,
      status: applications.status,
      candidateId: users.id,
      email: users.email,
      wantsStatusMail: mailPreferences.applicationStatus,
      firstName: users.firstName,
      jobTitle: jobs.title,
      jobTitleAr: jobs.titleAr,
      locale: users.locale,
      company: jobs.clientCompanyName,
      clientName: clients.name,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(clients, eq(clients.id, jobs.clientId))
    .innerJoin(users, eq(users.id, applications.candidateId))
    .leftJoin(mailPreferences, eq(mailPreferences.userId, users.id))
    .where(and(inArray(applications.id, ids), ownedBy(caller, jobs.clientId)))
    .for('update', { of: applications });
}

/** Sets the status and writes a history row for each, with who changed it. */
export async function setApplicationsStatus(
  tx: Db,
  moving: number[],
  status: EmployerStatus,
  changedBy: number,
) {
  await tx
    .update(applications)
    .set({ status, updatedAt: new Date() })
    .where(inArray(applications.id, moving));
  await tx
    .insert(applicationEvents)
    .values(moving.map((applicationId) => ({ applicationId, status, changedBy })));
}

/**
 * An interview step in the application's history (issue 28): a history row with its note, and the
 * application moved to "interview" when it is still before that stage. Final statuses stay.
 */
export async function addInterviewEvent(
  tx: Db,
  applicationId: number,
  changedBy: number,
  step: InterviewStep,
) {
  const note = encodeInterviewStep(step);
  const [row] = await tx
    .update(applications)
    .set({ status: 'interview', updatedAt: new Date() })
    .where(and(eq(applications.id, applicationId), inArray(applications.status, ['applied', 'shortlisted'])))
    .returning({ id: applications.id });
  const [app] = await tx
    .select({ status: applications.status })
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (!app) return;
  await tx.insert(applicationEvents).values({ applicationId, status: app.status, changedBy, note });
  return { moved: Boolean(row) };
}
