import { LOCALES } from '@portal/contract/locale';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The weekly job news's subscribers (footer form). Double opt-in: a row is mailed only once
 * `confirmed_at` is set from the mailed link; unconfirmed rows are deleted after 7 days.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    /** The language of the page the address was given on: its mails are written in it. */
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the confirmation mail last went out (a repeat sign-up within minutes sends none). */
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('subscriptions_email_key').on(t.email),
    index('subscriptions_pending_idx').on(t.confirmSentAt),
    check('subscriptions_locale', sql`${t.locale} in ('en', 'ar')`),
  ],
);

/**
 * One row per weekly issue, keyed by its ISO week: the row is claimed with the issue's mails in
 * one transaction, so however many workers run, a week's issue goes out once.
 */
export const newsletterIssues = pgTable(
  'newsletter_issues',
  {
    id: serial('id').primaryKey(),
    week: text('week').notNull(),
    subject: text('subject').notNull().default(''),
    jobs: integer('jobs').notNull().default(0),
    news: integer('news').notNull().default(0),
    recipients: integer('recipients').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_issues_week_key').on(t.week)],
);
