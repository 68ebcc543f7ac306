import { CLIENT_STATUSES, CLIENT_TYPES } from '@portal/contract/roles';
import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Organisations ("clients"): employers and consultancies (DESIGN.md section 4). */
export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: CLIENT_TYPES }).notNull(),
    name: text('name').notNull(),
    status: text('status', { enum: CLIENT_STATUSES }).notNull().default('pending'),
    statusReason: text('status_reason'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('clients_type_status_idx').on(t.type, t.status, t.createdAt)],
);
