import { MAIL_CATEGORIES } from '@portal/contract/mail-preferences';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export type MailAttachment = { filename: string; contentType: string; contentBase64: string };

/** `skipped`: a non-essential mail whose recipient turned its kind off before it was sent. */
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;

/** Every mail is written here in the transaction that caused it; the worker delivers it. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** An iCalendar invitation sent as the text/calendar part (`method` REQUEST or CANCEL). */
    calendar: jsonb('calendar').$type<{ method: string; content: string }>(),
    /**
     * Files sent with the mail (an offer's PDF letter), their bytes base64-encoded: the mail is
     * complete when queued, whatever happens to the stored file before the worker sends it.
     */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    /** A non-essential mail's kind (a candidate's mail preference), checked again when it is sent; null: essential. */
    category: text('category', { enum: MAIL_CATEGORIES }),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a worker took the row; a row left in `sending` by a crashed worker is retaken later. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_due_idx').on(t.status, t.nextAttemptAt)],
);
