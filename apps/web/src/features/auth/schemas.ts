import { candidateRegisterSchema, clientRegisterSchema } from '@portal/contract/auth';
import { otpField, passwordField } from '@portal/contract/fields';
import { z } from 'zod';
import type { useT } from './i18n';

type T = ReturnType<typeof useT>;

/** Client-only: the confirmation field exists in the form, never in the request. */
const confirm = (t: T) => ({ confirm_password: z.string().min(1, t('password.confirmRequired')) });
const matches = (v: { password: string; confirm_password: string }) => v.password === v.confirm_password;
const mismatch = (t: T) => ({ path: ['confirm_password'], message: t('password.mismatch') });

/** The forms' schemas, their own messages in the page's language. */
export const candidateSignUpSchema = (t: T) =>
  candidateRegisterSchema.extend(confirm(t)).refine(matches, mismatch(t));
export const clientSignUpSchema = (t: T) =>
  clientRegisterSchema.omit({ client_type: true }).extend(confirm(t)).refine(matches, mismatch(t));

export const newPasswordSchema = (t: T) =>
  z.object({ otp: otpField, password: passwordField, ...confirm(t) }).refine(matches, mismatch(t));

/** A new password and its confirmation only (an invitation, a claimed account). */
export const choosePasswordSchema = (t: T) =>
  z.object({ password: passwordField, ...confirm(t) }).refine(matches, mismatch(t));
