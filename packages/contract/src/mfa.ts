import { z } from 'zod';
import { type LoginResponse, loginResponseSchema } from './auth';
import { loginPasswordField } from './fields';
import { m } from './i18n/index';

/**
 * Two-step sign-in (TOTP, RFC 6238, with single-use recovery codes). When the password is right
 * but a second step is due, sign-in answers a challenge instead of a session: `verify` (the user
 * has an authenticator: send a code with user/mfa/verify) or `enrol` (the role requires two-step
 * sign-in and the user has none yet: set one up with user/mfa/enrol/*).
 */
export const mfaChallengeSchema = z.object({
  mfa: z.enum(['verify', 'enrol']),
  /** Short-lived; good only for the next step of this sign-in. */
  mfa_token: z.string(),
  expires_at: z.string(),
});
export type MfaChallenge = z.infer<typeof mfaChallengeSchema>;

export const signInResponseSchema = z.union([loginResponseSchema, mfaChallengeSchema]);
export type SignInResponse = z.infer<typeof signInResponseSchema>;

export const isMfaChallenge = (res: SignInResponse): res is MfaChallenge => 'mfa' in res;
export const isSession = (res: SignInResponse): res is LoginResponse => 'token' in res;

const mfaTokenField = z
  .string({ error: m('mfa.sign_in_again') })
  .min(1, m('mfa.sign_in_again'))
  .max(2000);

/** A code from the authenticator app (6 digits) or a recovery code (xxxxx-xxxxx). */
export const mfaCodeField = z
  .string({ error: m('fields.code_required') })
  .trim()
  .min(1, m('fields.code_required'))
  .max(32, m('mfa.enter_6_digit_code_or'))
  .regex(/^(?:[0-9]{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/i, m('mfa.enter_6_digit_code_from'));

/** Only a code from the app: setting up proves the app works. */
export const totpCodeField = z
  .string({ error: m('fields.code_required') })
  .trim()
  .regex(/^[0-9]{6}$/, m('mfa.enter_6_digit_code_from_2'));

export const mfaVerifySchema = z.strictObject({ mfa_token: mfaTokenField, code: mfaCodeField });
export type MfaVerifyRequest = z.infer<typeof mfaVerifySchema>;

export const mfaStatusSchema = z.object({
  enabled: z.boolean(),
  /** The role must have two-step sign-in: it cannot be turned off. */
  required: z.boolean(),
  recovery_codes_left: z.number().int(),
});
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

/** What an authenticator app needs: scan the QR code or type the key. */
export const mfaSetupSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  /** data:image/svg+xml;base64,... */
  qr_data_url: z.string(),
});
export type MfaSetup = z.infer<typeof mfaSetupSchema>;

export const mfaEnrolSetupSchema = z.strictObject({ mfa_token: mfaTokenField });
export const mfaEnableSchema = z.strictObject({ code: totpCodeField });
export type MfaEnableRequest = z.infer<typeof mfaEnableSchema>;
export const mfaEnrolEnableSchema = z.strictObject({ mfa_token: mfaTokenField, code: totpCodeField });

export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
/** A staff member who had to set up two-step sign-in gets the session with the codes. */
export const mfaEnrolledSchema = recoveryCodesSchema.extend({ session: loginResponseSchema });
export type MfaEnrolled = z.infer<typeof mfaEnrolledSchema>;

export const mfaDisableSchema = z.strictObject({ password: loginPasswordField, code: mfaCodeField });
export type MfaDisableRequest = z.infer<typeof mfaDisableSchema>;
export const mfaNewCodesSchema = z.strictObject({ password: loginPasswordField });
export type MfaNewCodesRequest = z.infer<typeof mfaNewCodesSchema>;
