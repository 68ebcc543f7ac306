import type { SavedJob } from '@portal/contract/applications';
import { and, count, desc, eq, gt, inArray, isNull, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, savedJobs } from '../../db/schema/applications';
import { jobs } from '../../db/schema/jobs';
import { AppError } from '../../lib/app-error';
import { jobSummaries } from '../applications/job-summary';
import { isOpen } from '../jobs/public';

export const ONLY_OPEN_JOBS = 'Only open jobs can be saved.';

type Page = { page: number; page_size: number };

/** Open: published and before its closing date (the worker marks expiry only periodically). */
const openJob = and(
  eq(jobs.status, 'published'),
  or(isNull(jobs.validThrough), gt(jobs.validThrough, sql`now()`)),
);

export function createSavedJobService(db: Db) {
  async function list(candidateId: number, where: SQL[], p: Page, joinJobs = false) {
    const filter = and(eq(savedJobs.candidateId, candidateId), ...where);
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
    const summaries = await jobSummaries(
      db,
      rows.map((r) => r.jobId),
    );
    const data: SavedJob[] = rows.flatMap((r) => {
      const job = summaries.get(r.jobId);
      return job ? [{ job, saved_at: r.createdAt.toISOString() }] : [];
    });
    return { data, total: total?.n ?? 0 };
  }

  return {
    /** Saving twice is no error: the first save (and its date) stands. */
    async save(candidateId: number, jobId: number): Promise<SavedJob> {
      const [job] = await db
        .select({ status: jobs.status, validThrough: jobs.validThrough })
        .from(jobs)
        .where(eq(jobs.id, jobId));
      if (!job || job.status === 'draft') throw AppError.notFound('Job not found.');
      if (!isOpen(job)) throw new AppError('bad_request', 400, ONLY_OPEN_JOBS);
      await db.insert(savedJobs).values({ candidateId, jobId }).onConflictDoNothing();
      const { data } = await list(candidateId, [eq(savedJobs.jobId, jobId)], { page: 1, page_size: 1 });
      if (!data[0]) throw AppError.notFound('Job not found.');
      return data[0];
    },

    /** Unsaving is idempotent too: a second click finds the job already gone, which is what was asked. */
    async unsave(candidateId: number, jobId: number): Promise<void> {
      await db
        .delete(savedJobs)
        .where(and(eq(savedJobs.candidateId, candidateId), eq(savedJobs.jobId, jobId)));
    },

    list: (candidateId: number, q: Page & { job_ids?: number[] }) =>
      list(candidateId, q.job_ids ? [inArray(savedJobs.jobId, q.job_ids.length ? q.job_ids : [-1])] : [], q),

    /** Saved jobs still open that the candidate has not applied for: the "finish what you started" list. */
    notApplied: (candidateId: number, q: Page) =>
      list(
        candidateId,
        [
          openJob as SQL,
          notExists(
            db
              .select({ one: sql`1` })
              .from(applications)
              .where(and(eq(applications.jobId, savedJobs.jobId), eq(applications.candidateId, candidateId))),
          ),
        ],
        q,
        true,
      ),
  };
}
