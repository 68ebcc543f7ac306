import { APPLICATION_STATUSES } from '@portal/contract/candidate-enums';
import { APPLICATION_SOURCES } from '@portal/contract/reports';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { files } from './candidates';
import { jobs } from './jobs';
import { users } from './users';

/** A candidate's application to a job: one per pair (DESIGN.md section 4). */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('applied'),
    coverNote: text('cover_note'),
    /** The CV as it was when the candidate applied. */
    cvFileId: integer('cv_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** The name the candidate gave that CV when applying ("Warehouse supervisor"); null before issue 29. */
    cvName: text('cv_name'),
    /** First time someone of the employer opened the applicant. */
    firstViewedAt: timestamp('first_viewed_at', { withTimezone: true }),
    /** How the candidate reached the job (the link's `?src=`), recorded at apply time (issue 30). */
    source: text('source', { enum: APPLICATION_SOURCES }).notNull().default('direct'),
    /** The job link's `utm_source`, lower-cased; null when there was none. */
    utmSource: text('utm_source'),
    /*
     * Kept by triggers for the reports (docs/performance.md, "Reports"), never written by the app:
     * the job's organisation, and the first time the application reached each stage (from
     * application_events), so a report reads one table through one covering index.
     */
    clientId: integer('client_id'),
    shortlistedAt: timestamp('shortlisted_at', { withTimezone: true }),
    interviewAt: timestamp('interview_at', { withTimezone: true }),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    hiredAt: timestamp('hired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('applications_job_candidate_key').on(t.jobId, t.candidateId),
    index('applications_candidate_idx').on(t.candidateId, t.createdAt),
    index('applications_job_status_idx').on(t.jobId, t.status),
  ],
);

/** Every status change, timestamped with who made it (the history the candidate sees). */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull(),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    /** What happened beyond the status: an interview scheduled, moved or cancelled, or why a move was
     * automatic (a failed screening knock-out). */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('application_events_application_idx').on(t.applicationId, t.createdAt),
    // Reports and the team dashboard: the status moves a team member made in a period.
    index('application_events_changed_by_idx').on(t.changedBy, t.createdAt),
  ],
);

/** Each time an employer's user opened an applicant's profile. */
export const applicationViews = pgTable(
  'application_views',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    viewerId: integer('viewer_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_views_application_idx').on(t.applicationId)],
);

/** Clicks through to a job's external apply URL (the candidate, when signed in). */
export const externalApplyClicks = pgTable(
  'external_apply_clicks',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    candidateId: integer('candidate_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('external_apply_clicks_job_idx').on(t.jobId)],
);

export const savedJobs = pgTable(
  'saved_jobs',
  {
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.candidateId, t.jobId] }), index('saved_jobs_job_idx').on(t.jobId)],
);

/**
 * Status moves per organisation, team member and day (the organisation's calendar), kept in step by a
 * trigger on application_events (migration member_move_days_trigger): the team activity report over a
 * period reads a row per member and day instead of every move of the year (docs/performance.md,
 * "Reports at 100,000 jobs"). A move is as the report counts it: a history row by a user who is not a
 * candidate, without a note or changing the status. The organisation is the application's
 * (applications.client_id). Rows are only added: a deleted application's moves stay counted.
 */
export const memberMoveDays = pgTable(
  'member_move_days',
  {
    clientId: integer('client_id').notNull(),
    userId: integer('user_id').notNull(),
    day: date('day').notNull(),
    moves: integer('moves').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.userId, t.day] })],
);
