import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { jobAlerts } from '../../core/db/schema/alerts';
import { applications, savedJobs } from '../../core/db/schema/applications';
import { candidateProfiles } from '../../core/db/schema/candidates';
import { clients } from '../../core/db/schema/clients';
import { jobs } from '../../core/db/schema/jobs';

/** The candidate's applications counted by status (statuses without any are absent). */
export const applicationsByStatus = (db: Db, userId: number) =>
  db
    .select({ status: applications.status, n: count() })
    .from(applications)
    .where(eq(applications.candidateId, userId))
    .groupBy(applications.status);

/** The candidate's last-moved applications with their job and employer, newest first. */
export const latestApplications = (db: Db, userId: number, limit: number) =>
  db
    .select({
      id: applications.id,
      status: applications.status,
      createdAt: applications.createdAt,
      updatedAt: applications.updatedAt,
      jobId: jobs.id,
      title: jobs.title,
      titleAr: jobs.titleAr,
      companyName: jobs.clientCompanyName,
      employer: clients.name,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(clients, eq(clients.id, jobs.clientId))
    .where(eq(applications.candidateId, userId))
    .orderBy(desc(applications.updatedAt), desc(applications.id))
    .limit(limit);

const countOf = async (rows: Promise<{ n: number }[]>) => (await rows)[0]?.n ?? 0;

export const countSavedJobs = (db: Db, userId: number) =>
  countOf(db.select({ n: count() }).from(savedJobs).where(eq(savedJobs.candidateId, userId)));

export const countActiveAlerts = (db: Db, userId: number) =>
  countOf(
    db
      .select({ n: count() })
      .from(jobAlerts)
      .where(and(eq(jobAlerts.candidateId, userId), eq(jobAlerts.active, true))),
  );

/** The stored completeness and the wizard's end, or undefined before the profile exists. */
export async function profileStateOf(db: Db, userId: number) {
  const [profile] = await db
    .select({ completeness: candidateProfiles.completeness, onboardedAt: candidateProfiles.onboardedAt })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, userId));
  return profile;
}
