import { INTERVIEW_KINDS, INTERVIEW_RESPONSES, INTERVIEW_STATUSES } from '@portal/contract/interviews';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { applicationOfClient, createdAndUpdated } from './columns';
import { companyBranches } from './companies';
import { users } from './users';

/**
 * An interview of an application (issue 28 item 2). Times are UTC; `time_zone` is the organisation's
 * zone it was entered in (the invitation and the mails name it). `sequence` is the iCalendar
 * SEQUENCE, raised on every change the invitees are sent; the reminders' columns are claimed once.
 */
export const interviews = pgTable(
  'interviews',
  {
    id: serial('id').primaryKey(),
    /** The application, and the organisation that owns the job (and so the interview). */
    ...applicationOfClient(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull(),
    kind: text('kind', { enum: INTERVIEW_KINDS }).notNull(),
    officeId: integer('office_id').references(() => companyBranches.id, { onDelete: 'set null' }),
    videoUrl: text('video_url'),
    note: text('note'),
    status: text('status', { enum: INTERVIEW_STATUSES }).notNull().default('scheduled'),
    response: text('response', { enum: INTERVIEW_RESPONSES }).notNull().default('pending'),
    responseMessage: text('response_message'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    sequence: integer('sequence').notNull().default(0),
    reminder24hSentAt: timestamp('reminder_24h_sent_at', { withTimezone: true }),
    reminder2hSentAt: timestamp('reminder_2h_sent_at', { withTimezone: true }),
    ...createdAndUpdated(),
  },
  (t) => [
    index('interviews_client_starts_idx').on(t.clientId, t.startsAt),
    index('interviews_application_idx').on(t.applicationId),
    // The reminder pass reads only scheduled interviews still to come.
    index('interviews_due_idx').on(t.startsAt).where(sql`${t.status} = 'scheduled'`),
    check('interviews_ends_after_starts', sql`${t.endsAt} > ${t.startsAt}`),
    check('interviews_sequence_nonnegative', sql`${t.sequence} >= 0`),
  ],
);

/** The organisation's users who hold the interview. */
export const interviewInterviewers = pgTable(
  'interview_interviewers',
  {
    interviewId: integer('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.interviewId, t.userId] }),
    index('interview_interviewers_user_idx').on(t.userId),
  ],
);
