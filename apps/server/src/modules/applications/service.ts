import {
  type ApplicationStatusCounts,
  FINAL_APPLICATION_STATUSES,
  type MyApplication,
  type MyApplicationsQuery,
} from '@portal/contract/applications';
import { APPLICATION_STATUSES } from '@portal/contract/candidate-enums';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applicationEvents, applications, externalApplyClicks } from '../../db/schema/applications';
import { candidateProfiles } from '../../db/schema/candidates';
import { clients } from '../../db/schema/clients';
import { jobs } from '../../db/schema/jobs';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import { applicationReceivedMail, newApplicantMail } from '../../mail/application-templates';
import { enqueueMail } from '../../mail/outbox';
import { isOpen } from '../jobs/public';
import type { UserWithClient } from '../user';
import { jobSummaries } from './job-summary';

export const ALREADY_APPLIED = 'You have already applied for this job.';
export const JOB_CLOSED = 'This job is no longer accepting applications.';
export const APPLY_EXTERNALLY =
  "This job takes applications on the employer's own site. Use the button to go there.";
export const APPLY_ON_PORTAL = 'This job takes applications here on the portal.';
const JOB_NOT_FOUND = 'Job not found.';
const APPLICATION_NOT_FOUND = 'Application not found.';

const badRequest = (message: string) => new AppError('bad_request', 400, message);

type Deps = { db: Db; publicUrl: string; notifyMail: () => void };

/** The job as the apply rules need it; drafts do not exist for candidates. */
async function publicJob(db: Db, id: number) {
  const [job] = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      status: jobs.status,
      validThrough: jobs.validThrough,
      applyMethod: jobs.applyMethod,
      applyUrl: jobs.applyUrl,
      clientId: jobs.clientId,
      createdBy: jobs.createdBy,
      company: sql<string>`coalesce(${jobs.clientCompanyName}, ${clients.name})`,
    })
    .from(jobs)
    .innerJoin(clients, eq(clients.id, jobs.clientId))
    .where(eq(jobs.id, id));
  if (!job || job.status === 'draft') throw AppError.notFound(JOB_NOT_FOUND);
  return job;
}

/** Who hears about a new applicant: the job's poster, or, when that user is gone, the organisation's users. */
async function jobRecipients(db: Db, job: { clientId: number; createdBy: number | null }) {
  const cols = { email: users.email, firstName: users.firstName };
  if (job.createdBy) {
    const [poster] = await db.select(cols).from(users).where(eq(users.id, job.createdBy));
    if (poster) return [poster];
  }
  return db.select(cols).from(users).where(eq(users.clientId, job.clientId)).orderBy(asc(users.id)).limit(5);
}

export function createApplicationService({ db, publicUrl, notifyMail }: Deps) {
  async function list(candidateId: number, where: SQL[], page = 1, pageSize = 20) {
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
    const ids = rows.map((r) => r.id);
    const [events, summaries] = await Promise.all([
      ids.length
        ? db
            .select()
            .from(applicationEvents)
            .where(inArray(applicationEvents.applicationId, ids))
            .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id))
        : [],
      jobSummaries(
        db,
        rows.map((r) => r.jobId),
      ),
    ]);
    const data: MyApplication[] = rows.flatMap((r) => {
      const job = summaries.get(r.jobId);
      if (!job) return [];
      return [
        {
          id: r.id,
          job,
          status: r.status,
          cover_note: r.coverNote,
          applied_at: r.createdAt.toISOString(),
          updated_at: r.updatedAt.toISOString(),
          history: events
            .filter((e) => e.applicationId === r.id)
            .map((e) => ({ status: e.status, at: e.createdAt.toISOString() })),
        },
      ];
    });
    return { data, total: total?.n ?? 0 };
  }

  async function one(candidateId: number, id: number): Promise<MyApplication> {
    const { data } = await list(candidateId, [eq(applications.id, id)]);
    if (!data[0]) throw AppError.notFound(APPLICATION_NOT_FOUND);
    return data[0];
  }

  return {
    list: (user: UserWithClient, q: MyApplicationsQuery) =>
      list(
        user.id,
        [
          ...(q.status ? [eq(applications.status, q.status)] : []),
          ...(q.job_ids ? [inArray(applications.jobId, q.job_ids.length ? q.job_ids : [-1])] : []),
        ],
        q.page,
        q.page_size,
      ),

    /**
     * One click: the candidate's current CV is kept with the application (a later upload does not
     * change what the employer was sent), the history starts, and the poster is mailed, all at once.
     */
    async apply(
      user: UserWithClient,
      input: { job_id: number; cover_note?: string },
    ): Promise<MyApplication> {
      const job = await publicJob(db, input.job_id);
      if (!isOpen(job)) throw badRequest(JOB_CLOSED);
      if (job.applyMethod === 'external') throw badRequest(APPLY_EXTERNALLY);
      const id = await db.transaction(async (tx) => {
        const [profile] = await tx
          .select({ cvFileId: candidateProfiles.cvFileId })
          .from(candidateProfiles)
          .where(eq(candidateProfiles.userId, user.id));
        const [row] = await tx
          .insert(applications)
          .values({
            jobId: job.id,
            candidateId: user.id,
            coverNote: input.cover_note ?? null,
            cvFileId: profile?.cvFileId ?? null,
          })
          .onConflictDoNothing()
          .returning({ id: applications.id });
        if (!row) throw AppError.conflict(ALREADY_APPLIED);
        await tx
          .insert(applicationEvents)
          .values({ applicationId: row.id, status: 'applied', changedBy: user.id });
        const recipients = await jobRecipients(tx, job);
        await enqueueMail(tx, [
          ...recipients.map((r) => ({
            to: r.email,
            ...newApplicantMail({
              firstName: r.firstName,
              candidateName: `${user.firstName} ${user.lastName}`.trim(),
              jobTitle: job.title,
              applicantsUrl: `${publicUrl}/management/jobs/view/${job.id}`,
            }),
          })),
          // The candidate's receipt, queued with the application so neither exists without the other.
          {
            to: user.email,
            ...applicationReceivedMail({
              firstName: user.firstName,
              jobTitle: job.title,
              company: job.company,
              applicationsUrl: `${publicUrl}/candidate/job/applied`,
            }),
          },
        ]);
        return row.id;
      });
      notifyMail();
      return one(user.id, id);
    },

    /** Withdrawing is the candidate's last word: not after a final decision, and only once. */
    async withdraw(user: UserWithClient, id: number): Promise<MyApplication> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ status: applications.status })
          .from(applications)
          .where(and(eq(applications.id, id), eq(applications.candidateId, user.id)))
          .for('update');
        if (!row) throw AppError.notFound(APPLICATION_NOT_FOUND);
        if (FINAL_APPLICATION_STATUSES.includes(row.status))
          throw AppError.conflict(
            row.status === 'withdrawn'
              ? 'You have already withdrawn this application.'
              : `This application is already ${row.status}; it can no longer be withdrawn.`,
          );
        await tx
          .update(applications)
          .set({ status: 'withdrawn', updatedAt: new Date() })
          .where(eq(applications.id, id));
        await tx
          .insert(applicationEvents)
          .values({ applicationId: id, status: 'withdrawn', changedBy: user.id });
      });
      return one(user.id, id);
    },

    /** Records the click (with the candidate when signed in as one) and hands back where to go. */
    async external(user: UserWithClient | null, jobId: number): Promise<{ url: string }> {
      const job = await publicJob(db, jobId);
      if (job.applyMethod !== 'external' || !job.applyUrl) throw badRequest(APPLY_ON_PORTAL);
      if (!isOpen(job)) throw badRequest(JOB_CLOSED);
      await db
        .insert(externalApplyClicks)
        .values({ jobId, candidateId: user?.role === 'candidate' ? user.id : null });
      return { url: job.applyUrl };
    },

    async statusCounts(user: UserWithClient): Promise<ApplicationStatusCounts> {
      const rows = await db
        .select({ status: applications.status, n: count() })
        .from(applications)
        .where(eq(applications.candidateId, user.id))
        .groupBy(applications.status);
      const counts = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as ApplicationStatusCounts;
      for (const r of rows) counts[r.status] = r.n;
      return counts;
    },
  };
}
