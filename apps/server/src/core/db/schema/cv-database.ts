import { ALERT_FREQUENCIES } from '@portal/contract/candidate-enums';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { users } from './users';

/** A CV folder: an organisation's named list of candidates (issue 11). */
export const cvFolders = pgTable(
  'cv_folders',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cv_folders_client_name_key').on(t.clientId, sql`lower(${t.name})`)],
);

/** A candidate in a folder, with the organisation's note on them there. */
export const cvFolderCandidates = pgTable(
  'cv_folder_candidates',
  {
    folderId: integer('folder_id')
      .notNull()
      .references(() => cvFolders.id, { onDelete: 'cascade' }),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    note: text('note'),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.folderId, t.candidateId] }),
    index('cv_folder_candidates_candidate_idx').on(t.candidateId),
  ],
);

/**
 * A saved CV search: made by one user, seen by the organisation's colleagues. With a frequency it
 * is an alert the worker runs (the candidates newly matching since the last run).
 */
export const cvSavedSearches = pgTable(
  'cv_saved_searches',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The CV search's query (the search page's URL parameters), validated by the contract. */
    criteria: jsonb('criteria').$type<Record<string, string>>().notNull(),
    /** Null: no alert. */
    alertFrequency: text('alert_frequency', { enum: ALERT_FREQUENCIES }),
    /** Candidates updated after this are new to the alert; moves forward with every run. */
    lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull().defaultNow(),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cv_saved_searches_client_idx').on(t.clientId, t.createdAt),
    index('cv_saved_searches_due_idx').on(t.nextRunAt).where(sql`${t.alertFrequency} is not null`),
  ],
);

/** Candidates a saved search's alert has mailed: never the same one twice for that search. */
export const cvSavedSearchDeliveries = pgTable(
  'cv_saved_search_deliveries',
  {
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => cvSavedSearches.id, { onDelete: 'cascade' }),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.candidateId] })],
);

/**
 * A client CV shared by link: the token is kept as a hash, the link expires and can be revoked;
 * the recruiter's notes for the client and whether contact details show travel with it.
 */
export const clientCvShares = pgTable(
  'client_cv_shares',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull(),
    notes: text('notes'),
    showContact: boolean('show_contact').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** How often the client opened the link (each open is also in candidate_access_log). */
    openedCount: integer('opened_count').notNull().default(0),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('client_cv_shares_token_key').on(t.tokenHash),
    index('client_cv_shares_candidate_idx').on(t.clientId, t.candidateId),
  ],
);

/**
 * A candidate added by a recruiter: the invitation to claim the account (token hash, expiry), and
 * the candidate's objection to being listed.
 */
export const candidateInvitations = pgTable(
  'candidate_invitations',
  {
    candidateId: integer('candidate_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    objectedAt: timestamp('objected_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Reports (team activity): the candidates an organisation's team added in a period.
  (t) => [index('candidate_invitations_client_idx').on(t.clientId, t.createdAt)],
);
