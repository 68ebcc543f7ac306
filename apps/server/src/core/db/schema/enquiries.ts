import { ENQUIRY_SERVICES, ENQUIRY_STATUSES } from '@portal/contract/enquiries';
import { LOCALES } from '@portal/contract/locale';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Enquiries sent from the contact and employer-services pages; the operator's staff answer them. */
export const enquiries = pgTable(
  'enquiries',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    company: text('company'),
    email: text('email').notNull(),
    phone: text('phone'),
    service: text('service', { enum: ENQUIRY_SERVICES }).notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: ENQUIRY_STATUSES }).notNull().default('new'),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** The language the enquirer wrote in (the page's): the staff reply in it. */
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('enquiries_status_created_idx').on(t.status, t.createdAt),
    index('enquiries_created_idx').on(t.createdAt),
    check('enquiries_locale', sql`${t.locale} in ('en', 'ar')`),
  ],
);

export const enquiryNotes = pgTable(
  'enquiry_notes',
  {
    id: serial('id').primaryKey(),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('enquiry_notes_enquiry_idx').on(t.enquiryId)],
);
