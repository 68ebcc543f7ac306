import type { SavedJob } from '@portal/contract/applications';
import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import { jobSummaries } from '../applications';
import { isOpen } from '../jobs';
import { catalogue } from './i18n';
import {
  deleteSavedJob,
  insertSavedJob,
  jobOpenState,
  type SavedJobsScope,
  savedJobPage,
} from './repository';

export const ONLY_OPEN_JOBS = catalogue.text('errors.only_open_jobs_can_saved');

type Page = { page: number; page_size: number };

export function createSavedJobService(db: Db) {
  async function list(candidateId: number, scope: SavedJobsScope, p: Page) {
    const { rows, total } = await savedJobPage(db, candidateId, scope, p);
    const summaries = await jobSummaries(
      db,
      rows.map((r) => r.jobId),
    );
    const data: SavedJob[] = rows.flatMap((r) => {
      const job = summaries.get(r.jobId);
      return job ? [{ job, saved_at: r.createdAt.toISOString() }] : [];
    });
    return { data, total };
  }

  return {
    /** Saving twice is no error: the first save (and its date) stands. */
    async save(candidateId: number, jobId: number): Promise<SavedJob> {
      const job = await jobOpenState(db, jobId);
      if (!job || job.status === 'draft') throw AppError.notFound(catalogue.text('errors.job_not_found'));
      if (!isOpen(job)) throw new AppError('bad_request', 400, ONLY_OPEN_JOBS);
      await insertSavedJob(db, candidateId, jobId);
      const { data } = await list(candidateId, { kind: 'all', jobIds: [jobId] }, { page: 1, page_size: 1 });
      if (!data[0]) throw AppError.notFound(catalogue.text('errors.job_not_found'));
      return data[0];
    },

    /** Unsaving is idempotent too: a second click finds the job already gone, which is what was asked. */
    async unsave(candidateId: number, jobId: number): Promise<void> {
      await deleteSavedJob(db, candidateId, jobId);
    },

    list: (candidateId: number, q: Page & { job_ids?: number[] }) =>
      list(candidateId, { kind: 'all', jobIds: q.job_ids }, q),

    /** Saved jobs still open that the candidate has not applied for: the "finish what you started" list. */
    notApplied: (candidateId: number, q: Page) => list(candidateId, { kind: 'open-not-applied' }, q),
  };
}
