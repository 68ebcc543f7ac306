import { boolean, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A candidate's choice of non-essential mail. No row means every kind is on (the default), so
 * existing and seeded accounts need none. The weekly job news is the subscriptions table's (by address).
 */
export const mailPreferences = pgTable('mail_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  applicationStatus: boolean('application_status').notNull().default(true),
  jobAlerts: boolean('job_alerts').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
