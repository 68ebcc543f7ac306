import { candidateRegisterSchema, clientRegisterSchema } from '@portal/contract/auth';
import { otpField, passwordField } from '@portal/contract/fields';
import { z } from 'zod';

/** Client-only: the confirmation field exists in the form, never in the request. */
const confirm = { confirm_password: z.string().min(1, 'Please confirm your password') };
const matches = (v: { password: string; confirm_password: string }) => v.password === v.confirm_password;
const mismatch = { path: ['confirm_password'], message: 'Passwords do not match' };

export const candidateSignUpSchema = candidateRegisterSchema.extend(confirm).refine(matches, mismatch);
export const clientSignUpSchema = clientRegisterSchema
  .omit({ client_type: true })
  .extend(confirm)
  .refine(matches, mismatch);

export const newPasswordSchema = z
  .object({ otp: otpField, password: passwordField, ...confirm })
  .refine(matches, mismatch);

export const PASSWORD_HINT = 'At least 8 characters. Avoid common words and patterns.';
