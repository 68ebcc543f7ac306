import { date, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { users } from './users';

/**
 * The weekly report mails sent (issue 30): one row per user and week, the week named by its Monday in
 * the organisation's time zone. Inserting the row is the claim, so two workers, a restart or a pass
 * later in a week whose Monday was missed never send a week twice.
 */
export const reportMailSends = pgTable(
  'report_mail_sends',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.weekStart] }),
    index('report_mail_sends_client_idx').on(t.clientId),
  ],
);
