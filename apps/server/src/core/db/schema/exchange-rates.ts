import { CURRENCIES } from '@portal/contract/jobs';
import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * AED for one unit of each salary currency: master data staff keep up to date. The SQL function
 * `salary_aed_month` (migration 0010) reads it to fill jobs.salary_*_aed_month.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: text('currency', { enum: CURRENCIES }).primaryKey(),
    aedPerUnit: numeric('aed_per_unit', { precision: 14, scale: 6, mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  () => [check('exchange_rates_positive', sql`aed_per_unit > 0`)],
);
