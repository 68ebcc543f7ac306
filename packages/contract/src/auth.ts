import { z } from 'zod';
import { emailField, loginPasswordField, nameField, otpField, passwordField, phoneField } from './fields';
import { m } from './i18n/index';
import { LOCALES } from './locale';
import { clientTypeSchema, roleSchema } from './roles';

export const loginRequestSchema = z.strictObject({ email: emailField, password: loginPasswordField });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const candidateRegisterSchema = z.strictObject({
  first_name: nameField('First name'),
  last_name: nameField('Last name'),
  email: emailField,
  phone: phoneField,
  password: passwordField,
  /** Where the confirmation link brings the candidate back to: a path on this site. */
  return_to: z
    .string()
    .max(500, m('auth.return_path_must_at_most'))
    .regex(/^\/(?![/\\])[!-~]*$/, m('auth.return_path_must_path_on'))
    .optional(),
  /** What to finish there (the web client's apply, save or alert), carried by the link too. */
  return_intent: z.enum(['apply', 'save', 'alert']).optional(),
});
export type CandidateRegister = z.infer<typeof candidateRegisterSchema>;

/** Employer and consultancy registration: the organisation and its first user (pending activation). */
export const clientRegisterSchema = z.strictObject({
  client_type: clientTypeSchema.default('employer'),
  company_name: z
    .string({ error: m('auth.company_name_required') })
    .trim()
    .min(2, m('auth.company_name_must_at_least'))
    .max(120, m('auth.company_name_must_at_most')),
  first_name: nameField('First name'),
  last_name: nameField('Last name'),
  email: emailField,
  phone: phoneField,
  password: passwordField,
});
export type ClientRegister = z.infer<typeof clientRegisterSchema>;

/**
 * Both registrations answer 202 with one of these texts whether or not the address already has an
 * account, so the answer does not tell who is registered; what happens next arrives by mail.
 */
export const REGISTRATION_RECEIVED = {
  candidate:
    'Check your email: we have sent you a link to confirm your address and finish creating your account. It is valid for 24 hours.',
  employer:
    'Employer registered successfully. Awaiting admin activation. We have sent you an email about what happens next.',
  consultancy:
    'Consultancy registered successfully. Awaiting admin activation. We have sent you an email about what happens next.',
} as const;

/** POST candidate/confirm-email: the token of the link mailed at registration (single use, 24 h). */
export const confirmEmailSchema = z.strictObject({
  token: z
    .string({ error: m('auth.confirmation_link_incomplete') })
    .min(20, m('auth.confirmation_link_incomplete'))
    .max(200, m('auth.confirmation_link_not_valid'))
    .regex(/^[A-Za-z0-9_-]+$/, m('auth.confirmation_link_not_valid')),
});

export const userSummarySchema = z.object({
  id: z.number().int(),
  role: roleSchema,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  profile_photo: z.string().nullable(),
  client_id: z.number().int().nullable(),
  /** The language of the account's pages and mail; sign-in lands on the pages in it. */
  locale: z.enum(LOCALES),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/** `GET user/`: `data` holds `role` and a nested `user` (spec section 3). */
export const profileSchema = z.object({
  role: roleSchema,
  user: userSummarySchema,
  client: z
    .object({
      id: z.number().int(),
      name: z.string(),
      type: clientTypeSchema,
      status: z.string(),
      /** The portal's operator (its staff work across organisations); every other organisation is a tenant. */
      is_operator: z.boolean(),
    })
    .nullable(),
  /** What the user holds: their role's grants; a tenant's users never hold operator-only codes. */
  permissions: z.array(z.string()),
});
export type Profile = z.infer<typeof profileSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  expires_at: z.string(),
  user: userSummarySchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const requestOtpSchema = z.strictObject({ email: emailField });
export const resetPasswordSchema = z.strictObject({
  email: emailField,
  otp: otpField,
  password: passwordField,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordSchema>;

export const deleteAccountSchema = z.strictObject({ password: loginPasswordField });

/** Constants of the OTP flow, shared so the client can show the resend countdown. */
export const OTP = { length: 6, ttlSeconds: 600, maxAttempts: 5, resendAfterSeconds: 60 } as const;
