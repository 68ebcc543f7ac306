import { z } from 'zod';

/** Field rules shared by every form and endpoint; messages are the ones users see. */
export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Invalid email address'));

export const passwordField = z
  .string({ error: 'Password is required' })
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');

/** Sign-in accepts whatever was typed; the length rule applies to new passwords only. */
export const loginPasswordField = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(128);

export const nameField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(80, `${label} must be at most 80 characters`)
    .regex(
      /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u,
      `${label} may contain letters, spaces, dots, apostrophes and hyphens`,
    );

/** E.164-ish: optional +, 7 to 15 digits, spaces and dashes allowed while typing. */
export const phoneField = z
  .string({ error: 'Phone is required' })
  .trim()
  .regex(/^\+?[0-9][0-9 -]{5,18}[0-9]$/, 'Enter a phone number such as +971 50 123 4567')
  .transform((v) => v.replace(/[ -]/g, ''))
  .refine((v) => v.replace('+', '').length >= 7 && v.replace('+', '').length <= 15, 'Enter 7 to 15 digits');

export const otpField = z
  .string({ error: 'Code is required' })
  .trim()
  .regex(/^[0-9]{6}$/, 'Enter the 6-digit code from the e-mail');

export const idParam = z.object({ id: z.coerce.number().int().positive('Invalid id') });
