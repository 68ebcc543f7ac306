import { ALERT_FREQUENCIES } from '@portal/contract/candidate-enums';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { jobs } from './jobs';
import { users } from './users';

/** A saved job search mailed as a digest (DESIGN.md section 4). */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: serial('id').primaryKey(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The job-search query (the search page's URL parameters), validated by the contract. */
    criteria: jsonb('criteria').$type<Record<string, unknown>>().notNull(),
    frequency: text('frequency', { enum: ALERT_FREQUENCIES }).notNull().default('daily'),
    active: boolean('active').notNull().default(true),
    /** Jobs published after this are new to the alert; moves forward with every digest run. */
    lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull().defaultNow(),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
    /** Claimed by a worker (FOR UPDATE SKIP LOCKED) while its digest is built. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_alerts_candidate_idx').on(t.candidateId), index('job_alerts_due_idx').on(t.nextRunAt)],
);

/** Jobs already mailed by an alert: a job is never sent twice. */
export const jobAlertDeliveries = pgTable(
  'job_alert_deliveries',
  {
    alertId: integer('alert_id')
      .notNull()
      .references(() => jobAlerts.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.jobId] })],
);
