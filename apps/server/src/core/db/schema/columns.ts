import { integer, timestamp } from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { clients } from './clients';
import { users } from './users';

/*
 * Column blocks several tables repeat. Each is a function, so every table gets builders of its own;
 * spread them where the columns stood, and the generated SQL stays the same.
 */

/** A row of an application, with the organisation that owns the job, for the tenancy checks without a join. */
export const applicationOfClient = () => ({
  applicationId: integer('application_id')
    .notNull()
    .references(() => applications.id, { onDelete: 'cascade' }),
  clientId: integer('client_id')
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' }),
});

/** Who made the row (null once their account is gone) and when. */
export const createdByAt = () => ({
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The same, and when it last changed. */
export const createdAndUpdated = () => ({
  ...createdByAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
