import { z } from 'zod';
import { candidateProfileSchema } from './candidate-profile';
import { pageQuerySchema } from './envelope';
import { m } from './i18n/index';
import { csvIds } from './jobs';

/*
 * Staff views of candidates (permission candidates.list / candidates.feedback): the list with a
 * keyword, the filterable list, one candidate's profile with the consultant feedback on it.
 */

export const CANDIDATE_SORTS = ['last_active', 'name', 'completeness'] as const;
export const CANDIDATE_SORT_LABELS: Record<(typeof CANDIDATE_SORTS)[number], string> = {
  last_active: 'Last active',
  name: 'Name',
  completeness: 'Profile completeness',
};

/** GET candidate/: a keyword over name, e-mail, headline and the profile's text (CV included). */
export const candidateListQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(200, m('candidates.at_most_200_characters')).optional(),
  sort: z.enum(CANDIDATE_SORTS, { error: m('candidates.sort_by_last_active_name') }).default('last_active'),
});
export type CandidateListQuery = z.infer<typeof candidateListQuerySchema>;

const years = z.coerce
  .number({ error: m('candidate-profile.enter_number_years') })
  .int()
  .min(0)
  .max(60);
const boolParam = z
  .enum(['true', 'false'], { error: m('candidate-profile.use_true_or_false') })
  .transform((v) => v === 'true');

/** GET candidate/candidates-filter: the list's keyword and sort plus filters (ids comma-separated). */
export const candidateFilterQuerySchema = candidateListQuerySchema
  .extend({
    /** Desired designations. */
    designation: csvIds.optional(),
    /** Current country, state/emirate or city, or a desired location. */
    location: csvIds.optional(),
    /** Every one of the skills. */
    skills: csvIds.optional(),
    nationality: csvIds.optional(),
    visa_status: csvIds.optional(),
    experience_min: years.optional(),
    experience_max: years.optional(),
    has_cv: boolParam.optional(),
    completeness_min: z.coerce
      .number({ error: m('candidates.enter_percentage') })
      .int()
      .min(0)
      .max(100)
      .optional(),
  })
  .refine(
    (v) => v.experience_min == null || v.experience_max == null || v.experience_min <= v.experience_max,
    {
      path: ['experience_max'],
      message: m('candidates.maximum_experience_must_at_least'),
    },
  );
export type CandidateFilterQuery = z.infer<typeof candidateFilterQuerySchema>;

export const candidateRowSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  photo_url: z.string().nullable(),
  headline: z.string().nullable(),
  /** "Jebel Ali, Dubai, United Arab Emirates". */
  location: z.string().nullable(),
  total_experience_years: z.number().int().nullable(),
  skills: z.array(z.string()),
  has_cv: z.boolean(),
  completeness: z.number().int(),
  last_active_at: z.string(),
});
export type CandidateRow = z.infer<typeof candidateRowSchema>;

/* ---------------------------------------------------------- feedback */

export const feedbackInputSchema = z.strictObject({
  body: z
    .string({ error: m('candidates.write_note') })
    .trim()
    .min(1, m('candidates.write_note'))
    .max(4000, m('candidates.note_must_at_most_4000')),
});
export type FeedbackInput = z.infer<typeof feedbackInputSchema>;

export const feedbackNoteSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  /** Null when the author's account has since been deleted. */
  author: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type FeedbackNote = z.infer<typeof feedbackNoteSchema>;

/** GET candidate/{id} for staff: the profile, and the notes when the caller may read them. */
export const staffCandidateSchema = z.object({
  profile: candidateProfileSchema,
  feedback: z.array(feedbackNoteSchema).nullable(),
});
export type StaffCandidate = z.infer<typeof staffCandidateSchema>;
