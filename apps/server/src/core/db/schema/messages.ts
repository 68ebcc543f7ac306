import { MESSAGE_SIDES } from '@portal/contract/messages-values';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { users } from './users';

/**
 * Issue 28 item 4: one conversation per application, between its candidate and the organisation that
 * owns the job. `sender_side` says which side wrote it (any of the organisation's staff speak for it);
 * `read_at` is set when the other side first opens the thread, which is the sender's "Read".
 * A message carries at most one attachment; its bytes live in the storage backend under
 * `attachment_key`, type detected and scanned like every upload.
 */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    senderSide: text('sender_side', { enum: MESSAGE_SIDES }).notNull(),
    body: text('body').notNull().default(''),
    attachmentKey: text('attachment_key'),
    attachmentName: text('attachment_name'),
    attachmentMime: text('attachment_mime'),
    attachmentSize: integer('attachment_size'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_application_idx').on(t.applicationId, t.createdAt),
    // The unread counts read only unread rows.
    index('messages_unread_idx').on(t.applicationId, t.senderSide).where(sql`${t.readAt} is null`),
    // The flood limit counts a sender's last minute.
    index('messages_sender_idx').on(t.senderId, t.createdAt),
    check('messages_side_check', sql`${t.senderSide} in ('candidate', 'organisation')`),
    check('messages_not_empty', sql`${t.body} <> '' or ${t.attachmentKey} is not null`),
  ],
);

/**
 * When a recipient was last mailed about a thread: at most one notice per thread and recipient in
 * 15 minutes, decided by one conditional upsert so two processes cannot both send.
 */
export const messageNotices = pgTable(
  'message_notices',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.recipientId] })],
);
