import { boolean, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A user's opt-in to the weekly report mail (issue 30: Monday 08:00, the organisation's time zone).
 * No row means not subscribed; the mail worker reads the rows with `weekly` true.
 */
export const reportSubscriptions = pgTable('report_subscriptions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  weekly: boolean('weekly').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
