import { PLAN_LIMITS } from '@portal/contract/plans';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { users } from './users';

/** Plans (Basic, Standard, Premium, ...) and their limits; null is unlimited. */
export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    activeJobs: integer('active_jobs'),
    cvViews: integer('cv_views'),
    cvDownloads: integer('cv_downloads'),
    recruiterEmails: integer('recruiter_emails'),
    users: integer('users'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('plans_name_key').on(sql`lower(${t.name})`)],
);

/** The plan of each organisation, for a period (ends_on null: until changed). One per organisation. */
export const clientPlans = pgTable(
  'client_plans',
  {
    clientId: integer('client_id')
      .primaryKey()
      .references(() => clients.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on'),
    assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('client_plans_period', sql`${t.endsOn} is null or ${t.endsOn} >= ${t.startsOn}`)],
);

/**
 * Metered use per organisation, limit and period (a month's or a day's first date, UTC): what
 * `consumeQuota` counts up inside the spender's transaction.
 */
export const planUsage = pgTable(
  'plan_usage',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    limit: text('limit', { enum: PLAN_LIMITS }).notNull(),
    periodStart: date('period_start').notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.limit, t.periodStart] })],
);
