import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { files } from './candidates';
import { users } from './users';

/**
 * A candidate's named CVs (issue 29 item 2), at most five. Each names one stored file (`files`) and
 * keeps the text read from it; the default is the one `candidate_profiles.cv_file_id` points at, whose
 * text is the profile's `cv_text` (what the CV search reads). An application keeps its own reference
 * to the file (`applications.cv_file_id`), so deleting or replacing a CV here never changes what an
 * employer was sent.
 */
export const candidateCvs = pgTable(
  'candidate_cvs',
  {
    id: serial('id').primaryKey(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Text read from the file (empty for a scan); copied to the profile while this CV is the default. */
    text: text('text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('candidate_cvs_file_key').on(t.fileId),
    index('candidate_cvs_candidate_idx').on(t.candidateId, t.createdAt),
  ],
);

/** Cover letters a candidate keeps to pick from when applying, at most five. */
export const coverLetters = pgTable(
  'cover_letters',
  {
    id: serial('id').primaryKey(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cover_letters_candidate_idx').on(t.candidateId, t.createdAt)],
);
