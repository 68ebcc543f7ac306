import { z } from 'zod';
import { APPLICATION_STATUSES, type ApplicationStatus } from './candidate-enums';
import { candidateProfileSchema } from './candidate-profile';
import { listEnvelopeWith, pageQuerySchema } from './envelope';
import { m } from './i18n/index';
import { APPLY_METHODS, jobStatusSchema } from './jobs';
import { applySourceSchema } from './reports';
import { KNOCKOUT_FILTERS, screeningAnswersInputSchema } from './screening';

/**
 * Applying, saved jobs and the employer's applicants (issue 4, items 4, 5 and 8). One application per
 * candidate and job; its status moves applied -> shortlisted -> interview -> offered -> hired, or to
 * rejected, or to withdrawn by the candidate (DESIGN.md section 4).
 */
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES, {
  error: m('applications.unknown_status'),
});

/** Statuses nobody moves an application out of. */
export const FINAL_APPLICATION_STATUSES: readonly ApplicationStatus[] = ['hired', 'rejected', 'withdrawn'];

/** What an employer may move applicants to: "applied" is where they start, "withdrawn" is the candidate's. */
export const EMPLOYER_STATUSES = ['shortlisted', 'interview', 'offered', 'hired', 'rejected'] as const;
export type EmployerStatus = (typeof EMPLOYER_STATUSES)[number];

const jobId = z.coerce
  .number({ error: m('applications.choose_job') })
  .int(m('applications.choose_job'))
  .positive(m('applications.choose_job'))
  .max(2_147_483_647, m('applications.choose_job'));

/** `?job_ids=1,2,3`: "did I apply for / save these?" from a job page or a result page. */
const jobIdsQuery = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^[0-9]{1,9}$/, m('applications.invalid_job_id'))
          .transform(Number),
      )
      .max(100, m('applications.at_most_100_jobs')),
  );

/** As long as a saved cover letter (candidate-documents.ts), so any of them can be sent. */
export const COVER_NOTE_MAX = 5000;

/** POST jobs/apply. */
export const applyInputSchema = z.strictObject({
  job_id: jobId,
  cover_note: z
    .string()
    .trim()
    .max(COVER_NOTE_MAX, m('applications.keep_cover_note_under_characters', { COVER_NOTE_MAX }))
    .optional()
    .transform((v) => v || undefined),
  /** Answers to the job's screening questions, keyed by question id (screening.ts). */
  answers: screeningAnswersInputSchema.default({}),
  /** Which of my CVs to send (GET candidate/cvs); the default CV when left out. */
  cv_id: z.coerce
    .number({ error: m('applications.choose_one_your_cvs') })
    .int(m('applications.choose_one_your_cvs'))
    .positive(m('applications.choose_one_your_cvs'))
    .max(2_147_483_647, m('applications.choose_one_your_cvs'))
    .optional(),
  /** Where the candidate came from (the job link's `src` and `utm_source`); unknown values are dropped. */
  ...applySourceSchema.shape,
});
export type ApplyInput = z.input<typeof applyInputSchema>;

/** POST jobs/apply/external and POST jobs/save-job. */
export const jobRefInputSchema = z.strictObject({ job_id: jobId });
export const jobIdParam = z.object({ jobId });

/** The job as an application or a saved job shows it; `open` says whether it still takes applications. */
export const jobSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The Arabic title beside the English one, when the job has one (issue 31). */
  title_ar: z.string().nullable(),
  employer: z.object({ id: z.number().int(), name: z.string() }),
  client_company_name: z.string().nullable(),
  locations: z.array(z.string()),
  status: jobStatusSchema,
  open: z.boolean(),
  apply_method: z.enum(APPLY_METHODS),
  apply_url: z.string().nullable(),
  valid_through: z.string().nullable(),
  published_at: z.string().nullable(),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

export const applicationEventSchema = z.object({ status: applicationStatusSchema, at: z.string() });
export type ApplicationEvent = z.infer<typeof applicationEventSchema>;

/** One of my applications (GET jobs/apply); history oldest first. */
export const myApplicationSchema = z.object({
  id: z.number().int(),
  job: jobSummarySchema,
  status: applicationStatusSchema,
  cover_note: z.string().nullable(),
  applied_at: z.string(),
  updated_at: z.string(),
  history: z.array(applicationEventSchema),
});
export type MyApplication = z.infer<typeof myApplicationSchema>;

export const myApplicationsQuerySchema = pageQuerySchema.extend({
  status: applicationStatusSchema.optional(),
  job_ids: jobIdsQuery.optional(),
});
export type MyApplicationsQuery = z.infer<typeof myApplicationsQuerySchema>;

/** Counts by every status, zeros included. */
export const applicationStatusCountsSchema = z.record(applicationStatusSchema, z.number().int());
export type ApplicationStatusCounts = z.infer<typeof applicationStatusCountsSchema>;

export const externalApplySchema = z.object({ url: z.string() });

/* ------------------------------------------------------------------ saved */

export const savedJobSchema = z.object({ job: jobSummarySchema, saved_at: z.string() });
export type SavedJob = z.infer<typeof savedJobSchema>;

export const savedJobsQuerySchema = pageQuerySchema.extend({ job_ids: jobIdsQuery.optional() });
export type SavedJobsQuery = z.infer<typeof savedJobsQuerySchema>;

/* -------------------------------------------------------------- employer */

export const APPLICANT_SORTS = ['newest', 'oldest'] as const;
export const applicantsQuerySchema = pageQuerySchema.extend({
  status: applicationStatusSchema.optional(),
  q: z.string().trim().max(100).optional(),
  sort: z.enum(APPLICANT_SORTS, { error: m('applications.choose_newest_or_oldest') }).default('newest'),
  /** Applicants who passed, or failed, the screening questions' knock-out rules. */
  knockout: z.enum(KNOCKOUT_FILTERS, { error: m('applications.choose_passed_or_failed') }).optional(),
});
export type ApplicantsQuery = z.infer<typeof applicantsQuerySchema>;

export const applicantCandidateSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  headline: z.string().nullable(),
  /** The current employment's job title, when the profile has one. */
  current_title: z.string().nullable(),
  total_experience_years: z.number().int().nullable(),
  location: z.string().nullable(),
});
export type ApplicantCandidate = z.infer<typeof applicantCandidateSchema>;

/** A row of GET jobs/{id}/applicants. */
export const applicantRowSchema = z.object({
  id: z.number().int(),
  candidate: applicantCandidateSchema,
  status: applicationStatusSchema,
  applied_at: z.string(),
  /** When someone of the employer first opened this applicant; null means "new". */
  first_viewed_at: z.string().nullable(),
  has_cv: z.boolean(),
  has_cover_note: z.boolean(),
  /** The knock-outs' verdict when the candidate answered screening questions that had any. */
  knockout_passed: z.boolean().nullable(),
});
export type ApplicantRow = z.infer<typeof applicantRowSchema>;

export const applicantsResponseSchema = listEnvelopeWith(applicantRowSchema, {
  counts: applicationStatusCountsSchema,
});
export type ApplicantsResponse = z.infer<typeof applicantsResponseSchema>;

export const applicantEventSchema = applicationEventSchema.extend({
  by: z.string().nullable(),
  /** What happened beyond the status (an interview scheduled, moved or cancelled), or why the move was
   * automatic (a failed knock-out). */
  note: z.string().nullable(),
});

/** GET jobs/applicants/{applicationId}. */
export const applicantDetailSchema = z.object({
  id: z.number().int(),
  job: z.object({ id: z.number().int(), title: z.string() }),
  candidate: applicantCandidateSchema,
  status: applicationStatusSchema,
  cover_note: z.string().nullable(),
  applied_at: z.string(),
  first_viewed_at: z.string().nullable(),
  /** The CV as it was when the candidate applied. */
  cv: z
    .object({
      /** The name the candidate gave the CV when applying; null for applications made before names. */
      name: z.string().nullable(),
      file_name: z.string(),
      size: z.number().int(),
      mime: z.string(),
    })
    .nullable(),
  /** The candidate's profile as it is now (never consultant feedback). */
  profile: candidateProfileSchema,
  history: z.array(applicantEventSchema),
});
export type ApplicantDetail = z.infer<typeof applicantDetailSchema>;

export const BULK_STATUS_MAX = 200;

/** POST jobs/applicants/status. */
export const applicantsStatusInputSchema = z.strictObject({
  application_ids: z
    .array(z.coerce.number().int().positive(m('applications.invalid_application_id')).max(2_147_483_647))
    .min(1, m('applications.choose_at_least_one_applicant'))
    .max(BULK_STATUS_MAX, m('applications.at_most_applicants_at_once', { BULK_STATUS_MAX })),
  status: z.enum(EMPLOYER_STATUSES, { error: m('applications.choose_shortlisted_interview_offered_hired') }),
  /**
   * Mail each moved candidate from the status's default template. On unless the employer unticks it:
   * candidates should not be moved silently (their own mail preferences still apply).
   */
  notify: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((v) => v === true || v === 'true')
    .default(true),
});
export type ApplicantsStatusInput = z.input<typeof applicantsStatusInputSchema>;

export const applicantsStatusResultSchema = z.object({
  /** Applications whose status changed. */
  moved: z.number().int(),
  /** Already at that status. */
  unchanged: z.number().int(),
  /** Withdrawn by the candidate: left as they are. */
  skipped_withdrawn: z.array(z.number().int()),
  /** Mails queued (notify). */
  notified: z.number().int(),
});
export type ApplicantsStatusResult = z.infer<typeof applicantsStatusResultSchema>;
