import { z } from 'zod';
import { MATCH_REASONS } from './candidate-create';
import { m } from './i18n/index';

/**
 * Merging two candidate records (issue 29 item 4): the operator's staff pick the survivor; the
 * duplicate's applications, notes, folders, views, files, messages and consents move to it.
 */

const candidateId = (label: string) =>
  z.coerce
    .number({ error: m('candidate-merge.choose', { label }) })
    .int(m('candidate-merge.choose', { label }))
    .positive(m('candidate-merge.choose', { label }))
    .max(2_147_483_647, m('candidate-merge.choose', { label }));

/** Which record stays (survivor) and which goes into it (duplicate); the body of a merge and the preview's query. */
export const candidateMergePairSchema = z.strictObject({
  survivor_id: candidateId('candidate who stays'),
  duplicate_id: candidateId('duplicate'),
});
export type CandidateMergePair = z.infer<typeof candidateMergePairSchema>;

/** What moves, kind by kind: each a count of rows. */
export const MERGE_KINDS = [
  'applications',
  'notes',
  'folder_entries',
  'views',
  'files',
  'cvs',
  'cover_letters',
  'consents',
  'saved_jobs',
  'job_alerts',
  'client_cv_shares',
  'profile_sections',
] as const;
export type MergeKind = (typeof MERGE_KINDS)[number];

export const MERGE_KIND_LABELS: Record<MergeKind, string> = {
  applications: 'Applications (with their messages, interviews and offers)',
  notes: 'Consultant notes',
  folder_entries: 'CV folder entries',
  views: 'Profile and CV views',
  files: 'Files',
  cvs: 'Named CVs',
  cover_letters: 'Cover letters',
  consents: 'Consent records',
  saved_jobs: 'Saved jobs',
  job_alerts: 'Job alerts',
  client_cv_shares: 'Client CV links',
  profile_sections: 'Profile details the survivor lacks',
};

/** A row that cannot move because the survivor has its own: the survivor's is kept. */
export const mergeClashSchema = z.object({
  kind: z.enum(['applications', 'folder_entries', 'saved_jobs']),
  /** What the clash is about, for the dialog: "Forklift Operator (job 12)". */
  label: z.string(),
});
export type MergeClash = z.infer<typeof mergeClashSchema>;

const mergeSideSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});

export const candidateMergePreviewSchema = z.object({
  survivor: mergeSideSchema,
  duplicate: mergeSideSchema,
  /** Rows that move to the survivor, per kind (0 when none). */
  moves: z.record(z.enum(MERGE_KINDS), z.number().int()),
  /** Profile fields and sections the survivor lacks, filled from the duplicate ("Date of birth", "Employment"). */
  fills: z.array(z.string()),
  clashes: z.array(mergeClashSchema),
});
export type CandidateMergePreview = z.infer<typeof candidateMergePreviewSchema>;

export const candidateMergeResultSchema = candidateMergePreviewSchema.extend({
  merged_at: z.string(),
});
export type CandidateMergeResult = z.infer<typeof candidateMergeResultSchema>;

/** A pair of candidates that look like one person, with why. */
export const duplicatePairSchema = z.object({
  a: mergeSideSchema,
  b: mergeSideSchema,
  matched_on: z.array(z.enum(MATCH_REASONS)),
});
export type DuplicatePair = z.infer<typeof duplicatePairSchema>;

export const MERGE_SELF = m('candidate-merge.candidate_cannot_merged_with_itself');
export const MERGE_ALREADY_MERGED = m('candidate-merge.candidate_was_already_merged_into');
export const MERGE_NOT_CANDIDATE = m('candidate-merge.only_candidate_records_can_merged');
export const MERGE_NOT_FOUND = m('candidate-merge.no_such_candidate');
