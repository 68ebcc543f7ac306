import {
  type ApplicationStatusCounts,
  FINAL_APPLICATION_STATUSES,
  type MyApplication,
  type MyApplicationsQuery,
} from '@portal/contract/applications';
import { APPLICATION_STATUSES } from '@portal/contract/candidate-enums';
import type { ApplicationSource } from '@portal/contract/reports';
import type { ScreeningAnswersInput } from '@portal/contract/screening';
import type { Db } from '../../core/db/client';
import type { Text } from '../../core/i18n/catalog';
import { AppError } from '../../core/lib/app-error';
import { countsByStatus } from '../../core/lib/status-counts';
import { applicationReceivedMail, newApplicantMail } from '../../platform/mail/application-templates';
import { enqueueMail } from '../../platform/mail/outbox-repository';
import { titleIn } from '../../platform/mail/templates';
import { cvToSend } from '../files';
import { isOpen } from '../jobs';
import { AUTO_DECLINE_NOTE, checkAnswers, recordScreening, screeningDeclinedMail } from '../screening';
import type { UserWithClient } from '../user';
import { catalogue } from './i18n';
import { jobSummaries } from './job-summary';
import {
  type ApplicationFilter,
  applicationPage,
  applicationsByStatus,
  eventsOf,
  insertApplication,
  insertApplicationEvent,
  insertExternalApplyClick,
  jobForApply,
  jobRecipients,
  lockOwnApplication,
  setApplicationStatus,
} from './repository';

export const ALREADY_APPLIED = catalogue.text('errors.you_have_already_applied_for');
export const JOB_CLOSED = catalogue.text('errors.job_no_longer_accepting_applications');
export const APPLY_EXTERNALLY = catalogue.text('errors.job_takes_applications_on_employer');
export const APPLY_ON_PORTAL = catalogue.text('errors.job_takes_applications_here_on');
const JOB_NOT_FOUND = catalogue.text('errors.job_not_found');
const APPLICATION_NOT_FOUND = catalogue.text('errors.application_not_found');

const badRequest = (message: Text) => new AppError('bad_request', 400, message);

type Deps = { db: Db; publicUrl: string; notifyMail: () => void };

/** The job as the apply rules need it; drafts do not exist for candidates. */
async function publicJob(db: Db, id: number) {
  const job = await jobForApply(db, id);
  if (!job || job.status === 'draft') throw AppError.notFound(JOB_NOT_FOUND);
  return job;
}

export function createApplicationService({ db, publicUrl, notifyMail }: Deps) {
  async function list(candidateId: number, filter: ApplicationFilter, page = 1, pageSize = 20) {
    const { rows, total } = await applicationPage(db, candidateId, filter, page, pageSize);
    const [events, summaries] = await Promise.all([
      eventsOf(
        db,
        rows.map((r) => r.id),
      ),
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
    return { data, total };
  }

  async function one(candidateId: number, id: number): Promise<MyApplication> {
    const { data } = await list(candidateId, { id });
    if (!data[0]) throw AppError.notFound(APPLICATION_NOT_FOUND);
    return data[0];
  }

  return {
    list: (user: UserWithClient, q: MyApplicationsQuery) =>
      list(user.id, { status: q.status, jobIds: q.job_ids }, q.page, q.page_size),

    /**
     * One click: the CV the candidate chose (the default unless another) is kept with the
     * application, with its name (a later upload, rename or deletion does not change what the employer
     * was sent), the history starts, and the poster is mailed, all at once.
     */
    async apply(
      user: UserWithClient,
      input: {
        job_id: number;
        cover_note?: string;
        answers?: ScreeningAnswersInput;
        cv_id?: number;
        source?: ApplicationSource;
        utm_source?: string;
      },
    ): Promise<MyApplication> {
      const job = await publicJob(db, input.job_id);
      if (!isOpen(job)) throw badRequest(JOB_CLOSED);
      if (job.applyMethod === 'external') throw badRequest(APPLY_EXTERNALLY);
      // Checked before anything is written: a bad answer leaves no application behind.
      const answers = checkAnswers(job.screeningQuestions, input.answers ?? {});
      const id = await db.transaction(async (tx) => {
        const cv = await cvToSend(tx, user.id, input.cv_id);
        const applicationId = await insertApplication(tx, {
          jobId: job.id,
          candidateId: user.id,
          coverNote: input.cover_note ?? null,
          cvFileId: cv?.fileId ?? null,
          cvName: cv?.name ?? null,
          source: input.source ?? 'direct',
          utmSource: input.utm_source ?? null,
        });
        if (applicationId === undefined) throw AppError.conflict(ALREADY_APPLIED);
        await insertApplicationEvent(tx, { applicationId, status: 'applied', changedBy: user.id });
        const screening = job.screeningQuestions.length
          ? await recordScreening(tx, {
              applicationId,
              questions: job.screeningQuestions,
              answers,
              autoDecline: job.screeningAutoDecline,
            })
          : { declined: false };
        if (screening.declined) {
          // The job declines failed knock-outs at once; the history says why, nobody made the move.
          await setApplicationStatus(tx, applicationId, 'rejected');
          await insertApplicationEvent(tx, {
            applicationId,
            status: 'rejected',
            changedBy: null,
            note: AUTO_DECLINE_NOTE,
          });
        }
        const candidateMail = screening.declined ? screeningDeclinedMail : applicationReceivedMail;
        const recipients = await jobRecipients(tx, job);
        await enqueueMail(tx, [
          ...recipients.map((r) => ({
            to: r.email,
            ...newApplicantMail({
              firstName: r.firstName,
              candidateName: `${user.firstName} ${user.lastName}`.trim(),
              jobTitle: titleIn(r.locale, job),
              applicantsUrl: `${publicUrl}/management/jobs/view/${job.id}`,
              locale: r.locale,
            }),
          })),
          // The candidate's receipt (or the polite decline), queued with the application so neither
          // exists without the other.
          {
            to: user.email,
            ...candidateMail({
              firstName: user.firstName,
              jobTitle: titleIn(user.locale, job),
              company: job.company,
              applicationsUrl: `${publicUrl}/candidate/job/applied`,
              locale: user.locale,
            }),
          },
        ]);
        return applicationId;
      });
      notifyMail();
      return one(user.id, id);
    },

    /** Withdrawing is the candidate's last word: not after a final decision, and only once. */
    async withdraw(user: UserWithClient, id: number): Promise<MyApplication> {
      await db.transaction(async (tx) => {
        const row = await lockOwnApplication(tx, user.id, id);
        if (!row) throw AppError.notFound(APPLICATION_NOT_FOUND);
        if (FINAL_APPLICATION_STATUSES.includes(row.status))
          throw AppError.conflict(
            row.status === 'withdrawn'
              ? catalogue.text('errors.you_have_already_withdrawn_application')
              : catalogue.text('errors.application_already_it_can_no', { status: row.status }),
          );
        await setApplicationStatus(tx, id, 'withdrawn');
        await insertApplicationEvent(tx, { applicationId: id, status: 'withdrawn', changedBy: user.id });
      });
      return one(user.id, id);
    },

    /** Records the click (with the candidate when signed in as one) and hands back where to go. */
    async external(user: UserWithClient | null, jobId: number): Promise<{ url: string }> {
      const job = await publicJob(db, jobId);
      if (job.applyMethod !== 'external' || !job.applyUrl) throw badRequest(APPLY_ON_PORTAL);
      if (!isOpen(job)) throw badRequest(JOB_CLOSED);
      await insertExternalApplyClick(db, jobId, user?.role === 'candidate' ? user.id : null);
      return { url: job.applyUrl };
    },

    async statusCounts(user: UserWithClient): Promise<ApplicationStatusCounts> {
      const rows = await applicationsByStatus(db, user.id);
      return countsByStatus(APPLICATION_STATUSES, rows);
    },
  };
}
