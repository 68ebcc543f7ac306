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

/**
 * Candidate sign-ups waiting for their address to be confirmed. The account is made only when the
 * link is followed, so an unconfirmed address never becomes a user; registering the address again
 * replaces the row (new password, new link), so whoever holds the mailbox decides what is kept.
 * Only the token's SHA-256 is stored.
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pending_registrations_email_key').on(t.email),
    uniqueIndex('pending_registrations_token_key').on(t.tokenHash),
    index('pending_registrations_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Rate-limit counters when the server runs on PostgreSQL: every process counts in the same row, so
 * a limit holds however many processes there are. One row per route and client key; a window
 * restarts when `reset_at` has passed. Rows long past their window are swept now and then.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_idx').on(t.resetAt)],
);

/**
 * Failed sign-ins per address (known or not, so the throttle tells nothing): past a few, each
 * further failure doubles the wait before the next try. A success clears the row; browsers that
 * have signed in to the account before (device cookie) are not held back.
 */
export const signInFailures = pgTable('sign_in_failures', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/** Reset codes sent per address per (UTC) day, for the daily cap. */
export const resetCodeDays = pgTable(
  'reset_code_days',
  {
    email: text('email').notNull(),
    day: date('day').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.email, t.day] })],
);
