import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { jobAlerts } from '../../core/db/schema/alerts';
import { applicationEvents, applications, savedJobs } from '../../core/db/schema/applications';
import { files } from '../../core/db/schema/candidates';
import { companyBranches } from '../../core/db/schema/companies';
import { interviews } from '../../core/db/schema/interviews';
import { jobs } from '../../core/db/schema/jobs';
import { messages } from '../../core/db/schema/messages';
import { offers } from '../../core/db/schema/offers';
import { applicationScreenings } from '../../core/db/schema/screening';
import { users } from '../../core/db/schema/users';

/** The reads of the candidate's data export (export.ts). */

export async function accountRow(db: Db, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user;
}

export const filesOf = (db: Db, userId: number) =>
  db.select().from(files).where(eq(files.ownerId, userId)).orderBy(asc(files.createdAt));

/** The candidate's applications with their job's title, newest first. */
export const applicationsOf = (db: Db, userId: number) =>
  db
    .select({ application: applications, title: jobs.title })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.candidateId, userId))
    .orderBy(desc(applications.createdAt));

export const savedJobsOf = (db: Db, userId: number) =>
  db
    .select({ jobId: savedJobs.jobId, title: jobs.title, savedAt: savedJobs.createdAt })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .where(eq(savedJobs.candidateId, userId))
    .orderBy(desc(savedJobs.createdAt));

export const alertsOf = (db: Db, userId: number) =>
  db.select().from(jobAlerts).where(eq(jobAlerts.candidateId, userId)).orderBy(asc(jobAlerts.createdAt));

export const applicationEventsOf = (db: Db, applicationIds: number[]) =>
  db
    .select()
    .from(applicationEvents)
    .where(inArray(applicationEvents.applicationId, applicationIds))
    .orderBy(asc(applicationEvents.createdAt));

/** The questions as they were asked and the candidate's answers; the knock-out verdict is the employer's. */
export const screeningsOf = (db: Db, applicationIds: number[]) =>
  db
    .select({
      applicationId: applicationScreenings.applicationId,
      questions: applicationScreenings.questions,
      answers: applicationScreenings.answers,
      createdAt: applicationScreenings.createdAt,
    })
    .from(applicationScreenings)
    .where(inArray(applicationScreenings.applicationId, applicationIds));

/** The interviews the candidate was invited to, with the office's name and address; never who sits on the panel. */
export const interviewsOf = (db: Db, applicationIds: number[]) =>
  db
    .select({
      applicationId: interviews.applicationId,
      startsAt: interviews.startsAt,
      endsAt: interviews.endsAt,
      timeZone: interviews.timeZone,
      kind: interviews.kind,
      officeName: companyBranches.name,
      officeAddress: companyBranches.address,
      videoUrl: interviews.videoUrl,
      note: interviews.note,
      status: interviews.status,
      response: interviews.response,
      responseMessage: interviews.responseMessage,
      respondedAt: interviews.respondedAt,
    })
    .from(interviews)
    .leftJoin(companyBranches, eq(companyBranches.id, interviews.officeId))
    .where(inArray(interviews.applicationId, applicationIds))
    .orderBy(asc(interviews.startsAt));

/** Every message of the candidate's threads, both sides, oldest first; which staff member wrote is not. */
export const messagesOf = (db: Db, applicationIds: number[]) =>
  db
    .select({
      applicationId: messages.applicationId,
      senderSide: messages.senderSide,
      body: messages.body,
      attachmentName: messages.attachmentName,
      createdAt: messages.createdAt,
      readAt: messages.readAt,
    })
    .from(messages)
    .where(inArray(messages.applicationId, applicationIds))
    .orderBy(asc(messages.createdAt), asc(messages.id));

export const offersOf = (db: Db, applicationIds: number[]) =>
  db
    .select()
    .from(offers)
    .where(inArray(offers.applicationId, applicationIds))
    .orderBy(asc(offers.createdAt));
