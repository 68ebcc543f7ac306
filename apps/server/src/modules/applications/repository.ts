import type { ApplicationStatus } from '@portal/contract/candidate-enums';
import type { ApplicationSource } from '@portal/contract/reports';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { applicationEvents, applications, externalApplyClicks } from '../../core/db/schema/applications';
import { clients } from '../../core/db/schema/clients';
import { jobs } from '../../core/db/schema/jobs';
import { users } from '../../core/db/schema/users';
import { jobColumns } from '../jobs';

/** The job as the apply rules need it, with the name the candidate knows the employer by. */
export async function jobForApply(db: Db, id: number) {
  const [job] = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      titleAr: jobs.titleAr,
      status: jobs.status,
      validThrough: jobs.validThrough,
      applyMethod: jobs.applyMethod,
      applyUrl: jobs.applyUrl,
      screeningQuestions: jobs.screeningQuestions,
      screeningAutoDecline: jobs.screeningAutoDecline,
      clientId: jobs.clientId,
      createdBy: jobs.createdBy,
      company: sql<string>`coalesce(${jobs.clientCompanyName}, ${clients.name})`,
    })
    .from(jobs)
    .innerJoin(clients, eq(clients.id, jobs.clientId))
    .where(eq(jobs.id, id));
  return job;
}

/** Who hears about a new applicant: the job's poster, or, when that user is gone, the organisation's users. */
export async function jobRecipients(db: Db, job: { clientId: number; createdBy: number | null }) {
  const cols = { email: users.email, firstName: users.firstName, locale: users.locale };
  if (job.createdBy) {
    const [poster] = await db.select(cols).from(users).where(eq(users.id, job.createdBy));
    if (poster) return [poster];
  }
  return db.select(cols).from(users).where(eq(users.clientId, job.clientId)).orderBy(asc(users.id)).limit(5);
}

/** Which of a candidate's applications a page holds. */
export type ApplicationFilter = { id?: number; status?: ApplicationStatus; jobIds?: number[] };

/** One page of the candidate's applications, newest first, and how many the filter holds. */
export async function applicationPage(
  db: Db,
  candidateId: number,
  f: ApplicationFilter,
  page: number,
  pageSize: number,
) {
  const where: SQL[] = [];
  if (f.id !== undefined) where.push(eq(applications.id, f.id));
  if (f.status) where.push(eq(applications.status, f.status));
  if (f.jobIds) where.push(inArray(applications.jobId, f.jobIds.length ? f.jobIds : [-1]));
  const filter = and(eq(applications.candidateId, candidateId), ...where);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(applications)
      .where(filter)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(applications).where(filter),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The status moves of these applications, oldest first. */
export async function eventsOf(db: Db, applicationIds: number[]) {
  if (!applicationIds.length) return [];
  return db
    .select()
    .from(applicationEvents)
    .where(inArray(applicationEvents.applicationId, applicationIds))
    .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id));
}

/** The new application's id, or undefined when the candidate has applied for the job already. */
export async function insertApplication(
  db: Db,
  values: {
    jobId: number;
    candidateId: number;
    coverNote: string | null;
    cvFileId: number | null;
    cvName: string | null;
    source: ApplicationSource;
    utmSource: string | null;
  },
): Promise<number | undefined> {
  const [row] = await db
    .insert(applications)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: applications.id });
  return row?.id;
}

export async function insertApplicationEvent(
  db: Db,
  event: { applicationId: number; status: ApplicationStatus; changedBy: number | null; note?: string },
) {
  await db.insert(applicationEvents).values(event);
}

/** The candidate's application's status, its row locked until the transaction ends; else undefined. */
export async function lockOwnApplication(tx: Db, candidateId: number, id: number) {
  const [row] = await tx
    .select({ status: applications.status })
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.candidateId, candidateId)))
    .for('update');
  return row;
}

export async function setApplicationStatus(db: Db, id: number, status: ApplicationStatus) {
  await db.update(applications).set({ status, updatedAt: new Date() }).where(eq(applications.id, id));
}

export async function insertExternalApplyClick(db: Db, jobId: number, candidateId: number | null) {
  await db.insert(externalApplyClicks).values({ jobId, candidateId });
}

/** The candidate's applications counted by status (statuses without any are absent). */
export const applicationsByStatus = (db: Db, candidateId: number) =>
  db
    .select({ status: applications.status, n: count() })
    .from(applications)
    .where(eq(applications.candidateId, candidateId))
    .groupBy(applications.status);

/** The jobs with these ids, every column but the search vector. */
export const jobRowsByIds = (db: Db, ids: number[]) =>
  db.select(jobColumns).from(jobs).where(inArray(jobs.id, ids));
