import { CLIENT_STATUSES, CLIENT_TYPES } from '@portal/contract/roles';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Organisations ("clients"): employers and consultancies (DESIGN.md section 4). Exactly one is the
 * operator, the consultancy that runs the portal; every other one is a tenant (docs/architecture.md,
 * "Tenancy").
 */
export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: CLIENT_TYPES }).notNull(),
    name: text('name').notNull(),
    status: text('status', { enum: CLIENT_STATUSES }).notNull().default('pending'),
    statusReason: text('status_reason'),
    /** The portal's operator: its staff work across every organisation (modules/tenancy). */
    isOperator: boolean('is_operator').notNull().default(false),
    /** The organisation's time zone (IANA): interviews are entered and mailed in it (issue 28). */
    timeZone: text('time_zone').notNull().default('Asia/Dubai'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('clients_type_status_idx').on(t.type, t.status, t.createdAt),
    // At most one operator.
    uniqueIndex('clients_operator_key').on(t.isOperator).where(sql`${t.isOperator}`),
  ],
);
