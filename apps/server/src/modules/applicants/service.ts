import type {
  ApplicantCandidate,
  ApplicantDetail,
  ApplicantRow,
  ApplicantsQuery,
  ApplicationStatusCounts,
} from '@portal/contract/applications';
import { APPLICATION_STATUSES } from '@portal/contract/candidate-enums';
import { and, asc, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applicationEvents, applications, applicationViews } from '../../db/schema/applications';
import { candidateProfiles, files } from '../../db/schema/candidates';
import { jobs } from '../../db/schema/jobs';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import { loadCandidateProfile } from '../candidate-profile/serialize';
import type { FileRow } from '../files';
import { masterRefs } from '../master/refs';
import { logCandidateAccess } from '../tenancy/candidates';
import { type Caller, ownedBy } from '../tenancy/scope';

export const APPLICANT_NOT_FOUND = 'Applicant not found.';
export const NO_CV = 'This applicant applied without a CV.';

/** The columns every applicant row needs: the application, the user and the profile's basics. */
const rowColumns = {
  id: applications.id,
  jobId: jobs.id,
  jobTitle: jobs.title,
  status: applications.status,
  createdAt: applications.createdAt,
  firstViewedAt: applications.firstViewedAt,
  cvFileId: applications.cvFileId,
  coverNote: applications.coverNote,
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
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, users.id));
type Row = Awaited<ReturnType<typeof selectRows>>[number];

const likeTerm = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createApplicantService(db: Db) {
  async function candidates(rows: Row[]): Promise<Map<number, ApplicantCandidate>> {
    const refs = await masterRefs(
      db,
      rows.flatMap((r) => [r.cityId, r.stateId, r.countryId].filter((id): id is number => id != null)),
    );
    const name = (id: number | null) => (id == null ? undefined : refs.get(id)?.name);
    return new Map(
      rows.map((r) => [
        r.id,
        {
          id: r.candidateId,
          first_name: r.firstName,
          last_name: r.lastName,
          email: r.email,
          phone: r.phone,
          headline: r.headline,
          current_title: r.currentTitle,
          total_experience_years: r.experience,
          location: [name(r.cityId), name(r.stateId), name(r.countryId)].filter(Boolean).join(', ') || null,
        },
      ]),
    );
  }

  /** An application of a job the caller may manage; anything else is "not found". */
  async function loadApplication(caller: Caller, id: number) {
    const [row] = await selectRows(db).where(and(eq(applications.id, id), ownedBy(caller, jobs.clientId)));
    if (!row) throw AppError.notFound(APPLICANT_NOT_FOUND);
    return row;
  }

  async function assertJob(caller: Caller, jobId: number) {
    const [job] = await db
      .select({ id: jobs.id, title: jobs.title })
      .from(jobs)
      .where(and(eq(jobs.id, jobId), ownedBy(caller, jobs.clientId)));
    if (!job) throw AppError.notFound('Job not found.');
    return job;
  }

  const matches = (jobId: number, q?: string) =>
    and(
      eq(applications.jobId, jobId),
      q
        ? or(
            ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, likeTerm(q)),
            ilike(users.email, likeTerm(q)),
          )
        : undefined,
    );

  return {
    assertJob,

    async list(caller: Caller, jobId: number, q: ApplicantsQuery) {
      await assertJob(caller, jobId);
      const base = matches(jobId, q.q);
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
      const counts = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as ApplicationStatusCounts;
      for (const r of byStatus) counts[r.status] = r.n;
      const total = q.status ? counts[q.status] : Object.values(counts).reduce((a, b) => a + b, 0);
      const people = await candidates(rows);
      const data: ApplicantRow[] = rows.map((r) => ({
        id: r.id,
        candidate: people.get(r.id) as ApplicantCandidate,
        status: r.status,
        applied_at: r.createdAt.toISOString(),
        first_viewed_at: r.firstViewedAt?.toISOString() ?? null,
        has_cv: r.cvFileId != null,
        has_cover_note: Boolean(r.coverNote),
      }));
      return { data, total, counts };
    },

    /**
     * Opening an applicant is recorded: every view (also in the candidate access log), and the
     * first one on the application itself.
     */
    async detail(caller: Caller, id: number): Promise<ApplicantDetail> {
      const row = await loadApplication(caller, id);
      await db.transaction(async (tx) => {
        await tx.insert(applicationViews).values({ applicationId: id, viewerId: caller.user.id });
        await logCandidateAccess(tx, caller, {
          candidateId: row.candidateId,
          kind: 'profile',
          applicationId: id,
        });
        await tx
          .update(applications)
          .set({ firstViewedAt: sql`now()` })
          .where(and(eq(applications.id, id), isNull(applications.firstViewedAt)));
      });
      const [[viewed], events, cv, profile, people] = await Promise.all([
        db.select({ at: applications.firstViewedAt }).from(applications).where(eq(applications.id, id)),
        db
          .select({
            status: applicationEvents.status,
            at: applicationEvents.createdAt,
            first: users.firstName,
            last: users.lastName,
          })
          .from(applicationEvents)
          .leftJoin(users, eq(users.id, applicationEvents.changedBy))
          .where(eq(applicationEvents.applicationId, id))
          .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id)),
        row.cvFileId ? db.select().from(files).where(eq(files.id, row.cvFileId)) : [],
        loadCandidateProfile(db, row.candidateId),
        candidates([row]),
      ]);
      const file = cv[0];
      return {
        id,
        job: { id: row.jobId, title: row.jobTitle },
        candidate: people.get(id) as ApplicantCandidate,
        status: row.status,
        cover_note: row.coverNote,
        applied_at: row.createdAt.toISOString(),
        first_viewed_at: viewed?.at?.toISOString() ?? null,
        cv: file ? { file_name: file.originalName, size: file.size, mime: file.mime } : null,
        profile,
        history: events.map((e) => ({
          status: e.status,
          at: e.at.toISOString(),
          by: e.first ? `${e.first} ${e.last ?? ''}`.trim() : null,
        })),
      };
    },

    /** The CV kept with the application (the one the candidate applied with); the download is logged. */
    async cvFile(caller: Caller, id: number): Promise<FileRow> {
      const row = await loadApplication(caller, id);
      if (!row.cvFileId) throw AppError.notFound(NO_CV);
      const [file] = await db.select().from(files).where(eq(files.id, row.cvFileId));
      if (!file) throw AppError.notFound(NO_CV);
      await logCandidateAccess(db, caller, { candidateId: row.candidateId, kind: 'cv', applicationId: id });
      return file;
    },

    /** Every applicant of the job (all statuses), oldest first, for the CSV export. */
    async exportRows(caller: Caller, jobId: number) {
      const job = await assertJob(caller, jobId);
      const rows = await selectRows(db)
        .where(eq(applications.jobId, jobId))
        .orderBy(asc(applications.createdAt), asc(applications.id));
      const people = await candidates(rows);
      return {
        job,
        rows: rows.map((r) => ({ ...r, candidate: people.get(r.id) as ApplicantCandidate })),
      };
    },
  };
}
export type ApplicantService = ReturnType<typeof createApplicantService>;
