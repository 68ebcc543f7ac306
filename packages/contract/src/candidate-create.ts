import { z } from 'zod';
import { CONFIRM_DAYS } from './consents';
import { emailField, nameField, passwordField, phoneField } from './fields';

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
    .number({ error: 'Choose a designation' })
    .int('Choose a designation')
    .positive('Choose a designation')
    .optional(),
});
export type CandidateCreate = z.infer<typeof candidateCreateSchema>;

/** GET candidate/candidates-create/match: either or both. */
export const candidateMatchQuerySchema = z
  .strictObject({ email: emailField.optional(), phone: phoneField.optional() })
  .refine((v) => v.email || v.phone, { message: 'Give an e-mail or a phone', path: ['email'] });

/** An existing candidate the recruiter is offered instead of a duplicate. */
export const candidateMatchSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  /** Which of the entered details matched. */
  matched_on: z.array(z.enum(['email', 'phone'])),
  /** In the CV database (so the recruiter can open them there); a hidden profile is not. */
  listed: z.boolean(),
});
export type CandidateMatch = z.infer<typeof candidateMatchSchema>;

export const DUPLICATE_CANDIDATE = 'A candidate with this e-mail or phone already exists.';

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
});
export type ClaimInfo = z.infer<typeof claimInfoSchema>;

export const claimTokenSchema = z
  .string({ error: 'The link has no token' })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'This link is not valid.');

/** POST candidate/claim: set a password, the account becomes the candidate's. */
export const claimAccountSchema = z.strictObject({ token: claimTokenSchema, password: passwordField });
/** POST candidate/claim/object: not to be listed; the profile is hidden from the CV database. */
export const objectListingSchema = z.strictObject({ token: claimTokenSchema });

/**
 * Days an invitation to claim works: the days the candidate has to confirm before the record and its
 * files are erased (issue 29), so the link never outlives the record nor dies before it.
 */
export const CLAIM_DAYS = CONFIRM_DAYS;
