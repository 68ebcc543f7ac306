import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { jobAlerts } from '../../core/db/schema/alerts';
import { applicationEvents, applications, savedJobs } from '../../core/db/schema/applications';
import { files } from '../../core/db/schema/candidates';
import { jobs } from '../../core/db/schema/jobs';
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
