import { z } from 'zod';
import { m } from './i18n/index';

/** Field rules shared by every form and endpoint; messages are the ones users see. */
export const emailField = z
  .string({ error: m('fields.email_required') })
  .trim()
  .toLowerCase()
  .min(1, m('fields.email_required'))
  .max(254, m('fields.email_must_at_most_254'))
  .pipe(z.email(m('fields.invalid_email_address')));

export const passwordField = z
  .string({ error: m('fields.password_required') })
  .min(8, m('fields.password_must_at_least_8'))
  .max(128, m('fields.password_must_at_most_128'));

/** Sign-in accepts whatever was typed; the length rule applies to new passwords only. */
export const loginPasswordField = z
  .string({ error: m('fields.password_required') })
  .min(1, m('fields.password_required'))
  .max(128);

export const nameField = (label: string) =>
  z
    .string({ error: m('fields.required', { label }) })
    .trim()
    .min(1, m('fields.required', { label }))
    .max(80, m('fields.must_at_most_80_characters', { label }))
    .regex(/^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u, m('fields.may_contain_letters_spaces_dots', { label }));

/** E.164-ish: optional +, 7 to 15 digits, spaces and dashes allowed while typing. */
export const phoneField = z
  .string({ error: m('fields.phone_required') })
  .trim()
  .regex(/^\+?[0-9][0-9 -]{5,18}[0-9]$/, m('fields.enter_phone_number_such_as'))
  .transform((v) => v.replace(/[ -]/g, ''))
  .refine(
    (v) => v.replace('+', '').length >= 7 && v.replace('+', '').length <= 15,
    m('fields.enter_7_15_digits'),
  );

export const otpField = z
  .string({ error: m('fields.code_required') })
  .trim()
  .regex(/^[0-9]{6}$/, m('fields.enter_6_digit_code_from'));

export const idParam = z.object({ id: z.coerce.number().int().positive(m('candidate-create.invalid_id')) });
