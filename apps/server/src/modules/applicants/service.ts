import type {
  ApplicantCandidate,
  ApplicantDetail,
  ApplicantRow,
  ApplicantsQuery,
} from '@portal/contract/applications';
import { APPLICATION_STATUSES } from '@portal/contract/candidate-enums';
import type { Locale } from '@portal/contract/locale';
import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import { countsByStatus } from '../../core/lib/status-counts';
import { logCandidateAccess } from '../../platform/tenancy/candidates-repository';
import type { Caller } from '../../platform/tenancy/scope';
import { loadCandidateProfile } from '../candidate-profile';
import { type FileRow, findFile } from '../files';
import { masterRefs } from '../master';
import { renderHistoryNote } from './history-note';
import { catalogue } from './i18n';
import {
  type ApplicantRowData,
  allApplicantsOf,
  applicantPage,
  applicationInScope,
  firstViewedAt,
  insertApplicationView,
  jobInScope,
  markFirstViewed,
  statusHistory,
} from './repository';

export const APPLICANT_NOT_FOUND = catalogue.text('errors.applicant_not_found');
export const NO_CV = catalogue.text('errors.applicant_applied_without_cv');

export function createApplicantService(db: Db) {
  /** Reads the rows' place names at once; the answer turns a row into the candidate it shows. */
  async function candidates(rows: ApplicantRowData[]): Promise<(r: ApplicantRowData) => ApplicantCandidate> {
    const refs = await masterRefs(
      db,
      rows.flatMap((r) => [r.cityId, r.stateId, r.countryId].filter((id): id is number => id != null)),
    );
    const name = (id: number | null) => (id == null ? undefined : refs.get(id)?.name);
    return (r) => ({
      id: r.candidateId,
      first_name: r.firstName,
      last_name: r.lastName,
      email: r.email,
      phone: r.phone,
      headline: r.headline,
      current_title: r.currentTitle,
      total_experience_years: r.experience,
      location: [name(r.cityId), name(r.stateId), name(r.countryId)].filter(Boolean).join(', ') || null,
    });
  }

  /** An application of a job the caller may manage; anything else is "not found". */
  async function loadApplication(caller: Caller, id: number) {
    const row = await applicationInScope(db, caller, id);
    if (!row) throw AppError.notFound(APPLICANT_NOT_FOUND);
    return row;
  }

  async function assertJob(caller: Caller, jobId: number) {
    const job = await jobInScope(db, caller, jobId);
    if (!job) throw AppError.notFound(catalogue.text('errors.job_not_found'));
    return job;
  }

  return {
    assertJob,

    async list(caller: Caller, jobId: number, q: ApplicantsQuery) {
      await assertJob(caller, jobId);
      const { rows, byStatus } = await applicantPage(db, jobId, q);
      const counts = countsByStatus(APPLICATION_STATUSES, byStatus);
      const total = q.status ? counts[q.status] : Object.values(counts).reduce((a, b) => a + b, 0);
      const candidateOf = await candidates(rows);
      const data: ApplicantRow[] = rows.map((r) => ({
        id: r.id,
        candidate: candidateOf(r),
        status: r.status,
        applied_at: r.createdAt.toISOString(),
        first_viewed_at: r.firstViewedAt?.toISOString() ?? null,
        has_cv: r.cvFileId != null,
        has_cover_note: Boolean(r.coverNote),
        knockout_passed: r.knockoutPassed,
      }));
      return { data, total, counts };
    },

    /**
     * Opening an applicant is recorded: every view (also in the candidate access log), and the
     * first one on the application itself.
     */
    async detail(caller: Caller, id: number, locale: Locale = 'en'): Promise<ApplicantDetail> {
      const row = await loadApplication(caller, id);
      await db.transaction(async (tx) => {
        await insertApplicationView(tx, id, caller.user.id);
        await logCandidateAccess(tx, caller, {
          candidateId: row.candidateId,
          kind: 'profile',
          applicationId: id,
        });
        await markFirstViewed(tx, id);
      });
      const [viewed, events, file, profile, candidateOf] = await Promise.all([
        firstViewedAt(db, id),
        statusHistory(db, id),
        row.cvFileId ? findFile(db, row.cvFileId) : null,
        loadCandidateProfile(db, row.candidateId),
        candidates([row]),
      ]);
      return {
        id,
        job: { id: row.jobId, title: row.jobTitle },
        candidate: candidateOf(row),
        status: row.status,
        cover_note: row.coverNote,
        applied_at: row.createdAt.toISOString(),
        first_viewed_at: viewed?.toISOString() ?? null,
        cv: file
          ? { name: row.cvName, file_name: file.originalName, size: file.size, mime: file.mime }
          : null,
        profile,
        history: events.map((e) => ({
          status: e.status,
          at: e.at.toISOString(),
          by: e.first ? `${e.first} ${e.last ?? ''}`.trim() : null,
          note: renderHistoryNote(e.note, locale),
        })),
      };
    },

    /** The CV kept with the application (the one the candidate applied with); the download is logged. */
    async cvFile(caller: Caller, id: number): Promise<FileRow> {
      const row = await loadApplication(caller, id);
      if (!row.cvFileId) throw AppError.notFound(NO_CV);
      const file = await findFile(db, row.cvFileId);
      if (!file) throw AppError.notFound(NO_CV);
      await logCandidateAccess(db, caller, { candidateId: row.candidateId, kind: 'cv', applicationId: id });
      return file;
    },

    /** Every applicant of the job (all statuses), oldest first, for the CSV export. */
    async exportRows(caller: Caller, jobId: number) {
      const job = await assertJob(caller, jobId);
      const rows = await allApplicantsOf(db, jobId);
      const candidateOf = await candidates(rows);
      return { job, rows: rows.map((r) => ({ ...r, candidate: candidateOf(r) })) };
    },
  };
}
export type ApplicantService = ReturnType<typeof createApplicantService>;
