import { and, count, desc, eq, gt, inArray, isNull, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { applications, savedJobs } from '../../core/db/schema/applications';
import { jobs } from '../../core/db/schema/jobs';

type Page = { page: number; page_size: number };

/** Which of a candidate's saved jobs a page holds. */
export type SavedJobsScope =
  | { kind: 'all'; jobIds?: number[] }
  /** Saved jobs still open that the candidate has not applied for. */
  | { kind: 'open-not-applied' };

/** Open: published and before its closing date (the worker marks expiry only periodically). */
const openJob = and(
  eq(jobs.status, 'published'),
  or(isNull(jobs.validThrough), gt(jobs.validThrough, sql`now()`)),
);

const notAppliedBy = (db: Db, candidateId: number) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(applications)
      .where(and(eq(applications.jobId, savedJobs.jobId), eq(applications.candidateId, candidateId))),
  );

/** One page of saved jobs (job id and when saved), newest first, and how many the scope holds. */
export async function savedJobPage(db: Db, candidateId: number, scope: SavedJobsScope, p: Page) {
  const where: (SQL | undefined)[] =
    scope.kind === 'all'
      ? scope.jobIds
        ? [inArray(savedJobs.jobId, scope.jobIds.length ? scope.jobIds : [-1])]
        : []
      : [openJob, notAppliedBy(db, candidateId)];
  const filter = and(eq(savedJobs.candidateId, candidateId), ...where);
  const joinJobs = scope.kind === 'open-not-applied';
  const rowsQuery = joinJobs
    ? db
        .select({ jobId: savedJobs.jobId, createdAt: savedJobs.createdAt })
        .from(savedJobs)
        .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    : db.select({ jobId: savedJobs.jobId, createdAt: savedJobs.createdAt }).from(savedJobs);
  const countQuery = joinJobs
    ? db.select({ n: count() }).from(savedJobs).innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    : db.select({ n: count() }).from(savedJobs);
  const [rows, [total]] = await Promise.all([
    rowsQuery
      .where(filter)
      .orderBy(desc(savedJobs.createdAt), desc(savedJobs.jobId))
      .limit(p.page_size)
      .offset((p.page - 1) * p.page_size),
    countQuery.where(filter),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A job's status and closing date, or undefined when there is no such job. */
export async function jobOpenState(db: Db, jobId: number) {
  const [job] = await db
    .select({ status: jobs.status, validThrough: jobs.validThrough })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  return job;
}

/** Saving twice keeps the first save (and its date). */
export async function insertSavedJob(db: Db, candidateId: number, jobId: number) {
  await db.insert(savedJobs).values({ candidateId, jobId }).onConflictDoNothing();
}

export async function deleteSavedJob(db: Db, candidateId: number, jobId: number) {
  await db.delete(savedJobs).where(and(eq(savedJobs.candidateId, candidateId), eq(savedJobs.jobId, jobId)));
}
