import { z } from 'zod';
import { cvSearchRowSchema } from './cv-search';
import { pageQuerySchema } from './envelope';
import { m } from './i18n/index';

/*
 * CV folders (issue 11): an organisation's named lists of candidates, with a note per candidate.
 * Paths: template/cv-folder (spec section 7).
 */

export const FOLDER_LIMITS = { name: 100, note: 2000, bulk: 200 } as const;

const folderName = z
  .string({ error: m('cv-folders.name_folder') })
  .trim()
  .min(1, m('cv-folders.name_folder'))
  .max(FOLDER_LIMITS.name, m('cv-folders.folder_name_has_at_most', { name: FOLDER_LIMITS.name }));

export const candidateIdsSchema = z
  .array(
    z
      .number({ error: m('cv-folders.candidate_ids_are_numbers') })
      .int()
      .positive(),
    { error: m('cv-folders.choose_candidates') },
  )
  .min(1, m('cv-folders.choose_at_least_one_candidate'))
  .max(FOLDER_LIMITS.bulk, m('cv-folders.at_most_candidates_at_once', { bulk: FOLDER_LIMITS.bulk }));

/** POST template/cv-folder: a new folder, optionally with its first candidates (bulk add to a new folder). */
export const folderCreateSchema = z.strictObject({
  name: folderName,
  candidate_ids: candidateIdsSchema.optional(),
});
export type FolderCreateInput = z.infer<typeof folderCreateSchema>;

export const folderRenameSchema = z.strictObject({ name: folderName });

/** POST / DELETE template/cv-folder/{id}/candidates. */
export const folderCandidatesSchema = z.strictObject({ candidate_ids: candidateIdsSchema });
export type FolderCandidatesInput = z.infer<typeof folderCandidatesSchema>;

/** PATCH template/cv-folder/{id}/candidates/{candidateId}: the note ('' clears it). */
export const folderNoteSchema = z.strictObject({
  note: z
    .string({ error: m('candidates.write_note') })
    .trim()
    .max(FOLDER_LIMITS.note, m('cv-folders.note_has_at_most_characters', { note: FOLDER_LIMITS.note })),
});

export const folderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  candidates: z.number().int(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** With `candidate_id` in the list's query: whether this folder holds that candidate. */
  has_candidate: z.boolean().optional(),
});
export type CvFolder = z.infer<typeof folderSchema>;

export const folderListQuerySchema = z.strictObject({
  ...pageQuerySchema.shape,
  candidate_id: z.coerce
    .number({ error: m('candidate-create.invalid_id') })
    .int()
    .positive()
    .optional(),
});

export const FOLDER_SORTS = ['added', 'name', 'last_active', 'experience'] as const;
export const FOLDER_SORT_LABELS: Record<(typeof FOLDER_SORTS)[number], string> = {
  added: 'Recently added',
  name: 'Name',
  last_active: 'Last active',
  experience: 'Experience',
};
export const folderViewQuerySchema = z.strictObject({
  ...pageQuerySchema.shape,
  sort: z.enum(FOLDER_SORTS, { error: m('cv-folders.sort_by_added_name_last') }).default('added'),
});
export type FolderViewQuery = z.infer<typeof folderViewQuerySchema>;

/** A candidate in a folder: the search result's columns, the note and when they were added. */
export const folderCandidateSchema = cvSearchRowSchema.extend({
  note: z.string().nullable(),
  added_at: z.string(),
});
export type FolderCandidate = z.infer<typeof folderCandidateSchema>;

/** What a bulk add did: candidates added, those already there. */
export const folderAddResultSchema = z.object({ added: z.number().int(), already: z.number().int() });
