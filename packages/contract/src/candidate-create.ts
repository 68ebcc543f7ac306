import { z } from 'zod';
import { candidateProfileSchema } from './candidate-profile';
import { CONFIRM_DAYS } from './consents';
import { emailField, nameField, passwordField, phoneField } from './fields';
import { m } from './i18n/index';

/** A birth date as typed in the add form (optional): helps tell a namesake from the same person. */
const birthDateField = z.iso.date({ error: m('candidate-create.enter_date_as_yyyy_mm') });

/*
 * Candidates added by a recruiter (issue 11): staff and permitted organisations (`candidates.create`)
 * add a candidate with a CV; an existing candidate with the same e-mail or phone is offered instead
 * of a duplicate; the candidate is mailed a link to claim the account or object to being listed.
 */

/** POST candidate/candidates-create (multipart: these fields and an optional `file`, the CV). */
export const candidateCreateSchema = z.strictObject({
  first_name: nameField('First name'),
  last_name: nameField('Last name'),
  email: emailField,
  phone: phoneField,
  desired_designation_id: z.coerce
    .number({ error: m('candidate-create.choose_designation') })
    .int(m('candidate-create.choose_designation'))
    .positive(m('candidate-create.choose_designation'))
    .optional(),
  date_of_birth: birthDateField.optional(),
});
export type CandidateCreate = z.infer<typeof candidateCreateSchema>;

/**
 * GET candidate/candidates-create/match: an e-mail or a phone, with the name and birth date when
 * known (a close name with the same birth date or phone is a likely duplicate too).
 */
export const candidateMatchQuerySchema = z
  .strictObject({
    email: emailField.optional(),
    phone: phoneField.optional(),
    first_name: nameField('First name').optional(),
    last_name: nameField('Last name').optional(),
    date_of_birth: birthDateField.optional(),
  })
  .refine((v) => v.email || v.phone, {
    message: m('candidate-create.give_e_mail_or_phone'),
    path: ['email'],
  });
export type CandidateMatchQuery = z.infer<typeof candidateMatchQuerySchema>;

/**
 * Why an existing candidate may be the one being added: the same e-mail (case-folded), the same
 * phone (as E.164, whatever the name), or a close name with the same birth date.
 */
export const MATCH_REASONS = ['email', 'phone', 'name_and_birth_date'] as const;
export type MatchReason = (typeof MATCH_REASONS)[number];
export const MATCH_REASON_LABELS: Record<MatchReason, string> = {
  email: 'same e-mail',
  phone: 'same phone',
  name_and_birth_date: 'similar name and same birth date',
};

/** An existing candidate the recruiter is offered instead of a duplicate. */
export const candidateMatchSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  /** Which of the entered details matched. */
  matched_on: z.array(z.enum(MATCH_REASONS)),
  /** In the CV database (so the recruiter can open them there); a hidden profile is not. */
  listed: z.boolean(),
});
export type CandidateMatch = z.infer<typeof candidateMatchSchema>;

export const DUPLICATE_CANDIDATE = m('candidate-create.candidate_with_e_mail_or');

export const createdCandidateSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  has_cv: z.boolean(),
});

/** GET candidate/claim?token=: whose invitation it is. */
export const claimInfoSchema = z.object({
  first_name: z.string(),
  email: z.string(),
  /** Who added the candidate: the organisation's name. */
  added_by: z.string().nullable(),
  status: z.enum(['open', 'claimed', 'objected']),
  /**
   * Other candidate accounts that are likely the same person (same phone or e-mail, or a close name
   * with the same birth date), while the link is open: only a masked e-mail (`n***@e***.com`) and
   * why, so the page tells the claimer to sign in there instead and shows nobody else's details.
   */
  likely_duplicates: z.array(
    z.object({ masked_email: z.string(), matched_on: z.array(z.enum(MATCH_REASONS)) }),
  ),
});
export type ClaimInfo = z.infer<typeof claimInfoSchema>;

export const claimTokenSchema = z
  .string({ error: m('candidate-create.link_has_no_token') })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, m('candidate-create.link_not_valid'));

/** POST candidate/claim: set a password, the account becomes the candidate's. */
export const claimAccountSchema = z.strictObject({ token: claimTokenSchema, password: passwordField });
/** POST candidate/claim/object: not to be listed; the profile is hidden from the CV database. */
export const objectListingSchema = z.strictObject({ token: claimTokenSchema });

/**
 * Days an invitation to claim works: the days the candidate has to confirm before the record and its
 * files are erased (issue 29), so the link never outlives the record nor dies before it.
 */
export const CLAIM_DAYS = CONFIRM_DAYS;

/*
 * The adding organisation completes the profile (issue 29 item 3): every section, with the
 * candidate's own section schemas, until the candidate claims the account.
 */

export const ADDED_PROFILE_CLAIMED = m('candidate-create.candidate_has_claimed_account_profile');
export const ADDED_PROFILE_OBJECTED = m('candidate-create.candidate_asked_not_listed_profile');

/** GET candidate/added/:id: the profile as the adding organisation sees it, and whether it may edit it. */
export const addedCandidateSchema = z.object({
  profile: candidateProfileSchema,
  /** True until the candidate claims the account (or objects to being listed). */
  editable: z.boolean(),
  status: z.enum(['open', 'claimed', 'objected']),
});
export type AddedCandidate = z.infer<typeof addedCandidateSchema>;

/** A list item of an added candidate's profile: the candidate's id and the item's. */
export const addedItemParam = z.object({
  id: z.coerce.number().int().positive(m('candidate-create.invalid_id')),
  itemId: z.coerce.number().int().positive(m('candidate-create.invalid_id')),
});
