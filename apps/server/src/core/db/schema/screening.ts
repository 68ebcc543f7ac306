import type { ScreeningAnswerValue, ScreeningQuestion } from '@portal/contract/screening';
import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { applications } from './applications';

/**
 * A candidate's answers to a job's screening questions, with the questions as they were at apply
 * time: a later edit of the job's questions does not change what was asked and answered.
 */
export const applicationScreenings = pgTable('application_screenings', {
  applicationId: integer('application_id')
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  questions: jsonb('questions').$type<ScreeningQuestion[]>().notNull(),
  /** Question id -> answer; an optional question left empty is absent. */
  answers: jsonb('answers').$type<Record<string, ScreeningAnswerValue>>().notNull(),
  /** Null when no question had a knock-out rule. */
  knockoutPassed: boolean('knockout_passed'),
  /** The questions whose knock-out failed, by id. */
  failedQuestionIds: text('failed_question_ids').array().notNull().default([]),
  autoDeclined: boolean('auto_declined').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
