import { CURRENCIES, SALARY_PERIODS } from '@portal/contract/jobs';
import { STORED_OFFER_STATUSES } from '@portal/contract/offers';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { files } from './candidates';
import { clients } from './clients';
import { applicationOfClient, createdAndUpdated, createdByAt } from './columns';

/** An organisation's offer-letter template (issue 28 item 5): plain text with merge tags. */
export const offerTemplates = pgTable(
  'offer_templates',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    body: text('body').notNull(),
    ...createdAndUpdated(),
  },
  (t) => [index('offer_templates_client_idx').on(t.clientId, t.name)],
);

/**
 * An offer on an application: the values, the letter as merged and its PDF (a file of the
 * candidate's, so it goes with their account). "Expired" is not stored: a pending offer past
 * `expires_on` is expired. One pending offer per application at a time.
 */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    /** The application, and the organisation that made the offer (the job's). */
    ...applicationOfClient(),
    templateId: integer('template_id').references(() => offerTemplates.id, { onDelete: 'set null' }),
    status: text('status', { enum: STORED_OFFER_STATUSES }).notNull().default('pending'),
    salaryAmount: integer('salary_amount').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    salaryPeriod: text('salary_period', { enum: SALARY_PERIODS }).notNull().default('MONTH'),
    startDate: date('start_date').notNull(),
    benefits: text('benefits').notNull().default(''),
    expiresOn: date('expires_on').notNull(),
    letter: text('letter').notNull(),
    pdfFileId: integer('pdf_file_id').references(() => files.id, { onDelete: 'set null' }),
    ...createdByAt(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    index('offers_application_idx').on(t.applicationId, t.createdAt),
    index('offers_client_idx').on(t.clientId),
    uniqueIndex('offers_one_pending_key').on(t.applicationId).where(sql`status = 'pending'`),
    check('offers_salary_positive', sql`salary_amount > 0`),
  ],
);
