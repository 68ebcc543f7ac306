import { z } from 'zod';
import { m } from './i18n/index';

/**
 * A candidate's named CVs and saved cover letters (issue 29 item 2). Up to five of each; one CV is
 * the default: the one the CV search reads, the profile shows and an application sends unless the
 * candidate picks another.
 */
export const CV_LIBRARY_MAX = 5;
export const CV_NAME_MAX = 60;
export const COVER_LETTER_LIBRARY_MAX = 5;
export const COVER_LETTER_TITLE_MAX = 80;
export const COVER_LETTER_BODY_MAX = 5000;

export const CV_LIMIT_MESSAGE = m('candidate-documents.you_can_keep_at_most', { CV_LIBRARY_MAX });
export const COVER_LETTER_LIMIT_MESSAGE = m('candidate-documents.you_can_keep_at_most_2', {
  COVER_LETTER_LIBRARY_MAX,
});

export const cvNameField = z
  .string({ error: m('candidate-documents.give_cv_name') })
  .trim()
  .min(1, m('candidate-documents.give_cv_name'))
  .max(CV_NAME_MAX, m('candidate-documents.keep_name_under_characters', { CV_NAME_MAX }));

/** One of my CVs (GET candidate/cvs). */
export const myCvSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  file_name: z.string(),
  size: z.number().int(),
  mime: z.string(),
  uploaded_at: z.string(),
  is_default: z.boolean(),
  /** False when no text could be read from it (a scan): searches will not find its contents. */
  has_text: z.boolean(),
});
export type MyCv = z.infer<typeof myCvSchema>;

/** The multipart text fields beside the file of POST candidate/cvs; the name defaults to the file's. */
export const cvUploadFieldsSchema = z.strictObject({ name: cvNameField.optional() });

/** PATCH candidate/cvs/{id}. */
export const cvRenameSchema = z.strictObject({ name: cvNameField });
export type CvRename = z.input<typeof cvRenameSchema>;

export const coverLetterSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CoverLetter = z.infer<typeof coverLetterSchema>;

/** POST candidate/cover-letters. */
export const coverLetterInputSchema = z.strictObject({
  title: z
    .string({ error: m('candidate-documents.give_letter_title') })
    .trim()
    .min(1, m('candidate-documents.give_letter_title'))
    .max(
      COVER_LETTER_TITLE_MAX,
      m('candidate-documents.keep_title_under_characters', { COVER_LETTER_TITLE_MAX }),
    ),
  body: z
    .string({ error: m('candidate-documents.write_letter') })
    .trim()
    .min(1, m('candidate-documents.write_letter'))
    .max(
      COVER_LETTER_BODY_MAX,
      m('candidate-documents.keep_letter_under_characters', { COVER_LETTER_BODY_MAX }),
    ),
});
export type CoverLetterInput = z.input<typeof coverLetterInputSchema>;

/** PATCH candidate/cover-letters/{id}: either field, or both. */
export const coverLetterPatchSchema = coverLetterInputSchema
  .partial()
  .refine((v) => v.title !== undefined || v.body !== undefined, {
    message: m('candidate-documents.nothing_change'),
  });
