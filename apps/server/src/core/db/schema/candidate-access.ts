import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { clients } from './clients';
import { users } from './users';

/** `client_cv`: a client opened a shared client-CV link (no viewer; the sharing organisation). */
export const CANDIDATE_ACCESS_KINDS = ['profile', 'cv', 'client_cv'] as const;
export type CandidateAccessKind = (typeof CANDIDATE_ACCESS_KINDS)[number];

/**
 * Who opened which candidate's profile or CV, when, for which organisation, and through which door
 * (the operator's candidate pages, or an application to the organisation's job). Every
 * organisation user's view is written here; the CV database's limits and audit build on it.
 */
export const candidateAccessLog = pgTable(
  'candidate_access_log',
  {
    id: serial('id').primaryKey(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewerId: integer('viewer_id').references(() => users.id, { onDelete: 'set null' }),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CANDIDATE_ACCESS_KINDS }).notNull(),
    /** The application it was reached through; null for the operator's candidate pages. */
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('candidate_access_log_client_idx').on(t.clientId, t.createdAt),
    index('candidate_access_log_candidate_idx').on(t.candidateId, t.createdAt),
  ],
);
