import { RECOMMENDATIONS } from '@portal/contract/scorecard-values';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { jobs } from './jobs';
import { users } from './users';

/**
 * What a job's interviewers rate, in order (issue 28 item 3). A job without rows is scored on the
 * default set, written here the first time anyone reads or changes its criteria.
 */
export const scorecardCriteria = pgTable(
  'scorecard_criteria',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 60 }).notNull(),
    position: smallint('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('scorecard_criteria_job_name_key').on(t.jobId, sql`lower(${t.name})`)],
);

/** One interviewer's card on one application: a recommendation and notes, the ratings beside it. */
export const scorecards = pgTable(
  'scorecards',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** Null once the author's account is deleted: the card still counts. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    recommendation: text('recommendation', { enum: RECOMMENDATIONS }).notNull(),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('scorecards_application_author_key').on(t.applicationId, t.authorId),
    index('scorecards_author_idx').on(t.authorId),
    check('scorecards_recommendation', sql`${t.recommendation} in ('strong_yes', 'yes', 'no', 'strong_no')`),
  ],
);

/** A card's rating of one criterion; removing the criterion removes its ratings. */
export const scorecardRatings = pgTable(
  'scorecard_ratings',
  {
    scorecardId: integer('scorecard_id')
      .notNull()
      .references(() => scorecards.id, { onDelete: 'cascade' }),
    criterionId: integer('criterion_id')
      .notNull()
      .references(() => scorecardCriteria.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scorecardId, t.criterionId] }),
    index('scorecard_ratings_criterion_idx').on(t.criterionId),
    check('scorecard_ratings_range', sql`${t.rating} between 1 and 5`),
  ],
);
