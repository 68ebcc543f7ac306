import { CONSENT_KINDS, CONSENT_SOURCES } from '@portal/contract/consents';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A candidate's consents (issue 29 item 5), one row per giving or withdrawing, never updated: what
 * (kind), the text's version, how (source) and when. The latest row of a kind is the current choice.
 */
export const candidateConsents = pgTable(
  'candidate_consents',
  {
    id: serial('id').primaryKey(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CONSENT_KINDS }).notNull(),
    granted: boolean('granted').notNull(),
    source: text('source', { enum: CONSENT_SOURCES }).notNull(),
    version: text('version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('candidate_consents_candidate_idx').on(t.candidateId, t.kind, t.createdAt)],
);

/**
 * The retention job's notice to an inactive candidate: anonymised `RETENTION_GRACE_DAYS` after
 * `notified_at` unless they sign in after it (then the next notice starts a new round).
 */
export const candidateRetentionNotices = pgTable('candidate_retention_notices', {
  candidateId: integer('candidate_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull(),
});

/**
 * The anonymous stand-ins of anonymised candidates: the applications an employer must keep point
 * at one of these (no name, address, phone or CV), never at the person. Never mailed or listed.
 */
export const erasedCandidates = pgTable('erased_candidates', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  erasedAt: timestamp('erased_at', { withTimezone: true }).notNull().defaultNow(),
  reason: text('reason', { enum: ['retention'] }).notNull(),
});
