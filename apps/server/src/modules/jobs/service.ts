import type { JobInput, JobListQuery, JobManage, JobRow, jobPatchSchema } from '@portal/contract/jobs';
import { JOB_STATUSES } from '@portal/contract/jobs';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../core/db/client';
import { reads } from '../../core/db/reads';
import { AppError } from '../../core/lib/app-error';
import { countsByStatus } from '../../core/lib/status-counts';
import { publish } from '../../platform/events/domain-events';
import { type Caller, ownerClientId } from '../../platform/tenancy/scope';
import { checkReferences, heldByPosting, masterRefs } from '../master';
import { assertWithinLimit } from '../plans';
import { jobValidityDays } from '../settings';
import { applicationCounts, totalOf } from './application-counts-repository';
import {
  checkArabicTitle,
  defaultValidThrough,
  descriptionColumns,
  fieldColumns,
  locationIds,
  PAST_CLOSING_DATE,
  parseValidThrough,
} from './fields';
import { type JobRecord, loadRefs, toJobManage, toJobRow } from './hydrate';
import { catalogue } from './i18n';
import {
  closePublishedJob,
  closePublishedJobs,
  copyJob,
  deleteJob,
  insertJob,
  jobInScope,
  jobPage,
  markPublished,
  updateJobRow,
  writeLocations,
} from './repository';
import { addTerms } from './terms';
import { flushViews } from './views';

type JobPatch = z.infer<typeof jobPatchSchema>;

const NOT_FOUND = catalogue.text('errors.job_not_found');

/** Designation and skill names: the B weight of the search vector. */
async function keywordsOf(db: Db, designationId: number | null, skillIds: number[]): Promise<string> {
  const refs = await masterRefs(db, [...(designationId ? [designationId] : []), ...skillIds]);
  return [designationId, ...skillIds].flatMap((id) => (id && refs.get(id)?.name) || []).join(' ');
}

export function createJobService(db: Db, log: FastifyBaseLogger) {
  async function load(caller: Caller, id: number, lock = false, on: Db = db): Promise<JobRecord> {
    const row = await jobInScope(on, caller, id, lock);
    if (!row) throw AppError.notFound(NOT_FOUND);
    return row;
  }
  async function manage(row: JobRecord, on: Db = db): Promise<JobManage> {
    const [refs, counts] = await reads(
      on,
      () => loadRefs(on, [row]),
      () => applicationCounts(on, [row.id]),
    );
    return toJobManage(row, refs, counts.get(row.id));
  }
  /** Every mutation ends here: the job as it now is, and aggregate caches dropped. */
  async function reload(caller: Caller, id: number) {
    publish(db, 'jobs.changed', log);
    return manage(await load(caller, id));
  }

  async function publishRow(tx: Db, row: JobRecord, validThrough: Date | null) {
    // The plan's active-job limit; a 409 naming it when this job would go beyond.
    await assertWithinLimit(tx, row.clientId, 'active_jobs');
    const until = validThrough ?? row.validThrough ?? defaultValidThrough(await jobValidityDays(db, tx));
    if (until.getTime() <= Date.now()) throw AppError.validation({ valid_through: [PAST_CLOSING_DATE] });
    await markPublished(tx, row, until);
    await addTerms(tx, `${row.title} ${row.keywords} ${row.titleAr ?? ''} ${row.keywordsAr}`);
  }

  return {
    async create(caller: Caller, input: JobInput): Promise<JobManage> {
      checkArabicTitle(input.title_ar, input.description_ar);
      const clientId = await ownerClientId(db, caller, input.client_id);
      const locations = (await checkReferences(db, input)) ?? [];
      const validThrough = parseValidThrough(input.valid_through) ?? null;
      const { description, ...fields } = input;
      const cols = { ...fieldColumns(fields), ...descriptionColumns(description) };
      const job = await db.transaction(async (tx) => {
        const row = await insertJob(tx, {
          ...cols,
          title: input.title,
          clientId,
          createdBy: caller.user.id,
          validThrough,
          locationIds: locationIds(locations),
          keywords: await keywordsOf(tx, input.designation_id ?? null, input.skill_ids),
        });
        await writeLocations(tx, row.id, locations);
        if (input.status === 'published') await publishRow(tx, row, validThrough);
        // The answer is read before the commit: a database lost after the commit cannot turn a
        // stored job into a 503 the client would retry into a duplicate (fault drill, PostgreSQL).
        return manage(await load(caller, row.id, false, tx), tx);
      });
      publish(db, 'jobs.changed', log);
      return job;
    },

    async get(caller: Caller, id: number) {
      // The owner's statistics include the views still counted in memory.
      await flushViews(db);
      return manage(await load(caller, id));
    },

    async update(caller: Caller, id: number, patch: JobPatch): Promise<JobManage> {
      const current = await load(caller, id);
      const merged = {
        experience_min: patch.experience_min === undefined ? current.experienceMin : patch.experience_min,
        experience_max: patch.experience_max === undefined ? current.experienceMax : patch.experience_max,
        salary_min: patch.salary_min === undefined ? current.salaryMin : patch.salary_min,
        salary_max: patch.salary_max === undefined ? current.salaryMax : patch.salary_max,
      };
      if (merged.salary_min != null && merged.salary_max != null && merged.salary_min > merged.salary_max)
        throw AppError.validation({ salary_max: [catalogue.text('errors.maximum_salary_must_at_least')] });
      if (
        merged.experience_min != null &&
        merged.experience_max != null &&
        merged.experience_min > merged.experience_max
      )
        throw AppError.validation({
          experience_max: [catalogue.text('errors.maximum_experience_must_at_least')],
        });
      checkArabicTitle(
        patch.title_ar === undefined ? current.titleAr : patch.title_ar,
        patch.description_ar === undefined ? current.descriptionHtmlAr : patch.description_ar,
      );
      const applyMethod = patch.apply_method ?? current.applyMethod;
      const applyUrl = patch.apply_url === undefined ? current.applyUrl : patch.apply_url;
      if (applyMethod === 'external' && !applyUrl)
        throw AppError.validation({ apply_url: [catalogue.text('errors.give_url_where_candidates_apply')] });
      const locations = await checkReferences(db, patch, heldByPosting(current, current.locationIds));
      const validThrough = parseValidThrough(patch.valid_through);
      const cols = fieldColumns(patch);
      await db.transaction(async (tx) => {
        const designationId =
          patch.designation_id === undefined ? current.designationId : patch.designation_id;
        const skillIds = patch.skill_ids ?? current.skillIds;
        await updateJobRow(tx, id, {
          ...cols,
          ...(validThrough !== undefined ? { validThrough } : {}),
          ...(locations ? { locationIds: locationIds(locations) } : {}),
          keywords: await keywordsOf(tx, designationId ?? null, skillIds),
        });
        if (locations) await writeLocations(tx, id, locations);
      });
      return reload(caller, id);
    },

    async remove(caller: Caller, id: number): Promise<void> {
      const row = await load(caller, id);
      if (row.status !== 'draft')
        throw AppError.conflict(catalogue.text('errors.only_drafts_can_deleted_close'));
      await deleteJob(db, id);
      publish(db, 'jobs.changed', log);
    },

    /** draft -> published; closed or expired -> published again while the closing date lies ahead. */
    async publish(caller: Caller, id: number): Promise<JobManage> {
      await db.transaction(async (tx) => {
        const row = await jobInScope(tx, caller, id, true);
        if (!row) throw AppError.notFound(NOT_FOUND);
        if (row.status === 'published')
          throw AppError.conflict(catalogue.text('errors.job_already_published'));
        if (row.status !== 'draft' && (!row.validThrough || row.validThrough.getTime() <= Date.now()))
          throw AppError.conflict(catalogue.text('errors.set_closing_date_in_future'));
        await publishRow(tx, row, null);
      });
      return reload(caller, id);
    },

    /** published -> closed. A draft is deleted instead; closed and expired jobs stay as they are. */
    async close(caller: Caller, id: number): Promise<JobManage> {
      const row = await load(caller, id);
      if (row.status !== 'published')
        throw AppError.conflict(
          row.status === 'draft'
            ? catalogue.text('errors.draft_cannot_closed_delete_it')
            : catalogue.text('errors.job_already', { status: row.status }),
        );
      await closePublishedJob(db, id);
      return reload(caller, id);
    },

    /** A new draft with the same fields; dates and counters start afresh. */
    async duplicate(caller: Caller, id: number): Promise<JobManage> {
      const row = await load(caller, id);
      const {
        id: _id,
        status: _s,
        publishedAt: _p,
        closedAt: _c,
        views: _v,
        createdAt: _ca,
        updatedAt: _u,
        ...rest
      } = row;
      const newId = await db.transaction((tx) =>
        copyJob(tx, { ...rest, validThrough: null, createdBy: caller.user.id }, id),
      );
      return reload(caller, newId);
    },

    async bulkClose(caller: Caller, ids: number[]): Promise<number> {
      const closed = await closePublishedJobs(db, caller, ids);
      publish(db, 'jobs.changed', log);
      return closed;
    },

    async list(caller: Caller, q: JobListQuery) {
      await flushViews(db);
      const { rows, byStatus } = await jobPage(db, caller, q);
      const counts = countsByStatus(JOB_STATUSES, byStatus);
      const total = q.status ? counts[q.status] : Object.values(counts).reduce((a, b) => a + b, 0);
      const [refs, apps] = await Promise.all([
        loadRefs(db, rows),
        applicationCounts(
          db,
          rows.map((r) => r.id),
        ),
      ]);
      const data: JobRow[] = rows.map((r) => toJobRow(r, refs, totalOf(apps.get(r.id))));
      return { data, total, counts };
    },
  };
}
export type JobService = ReturnType<typeof createJobService>;
