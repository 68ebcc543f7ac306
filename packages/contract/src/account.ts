import { z } from 'zod';
import { loginPasswordField, passwordField } from './fields';
import { m } from './i18n/index';
import { LOCALES } from './locale';

export const SAME_PASSWORD_MESSAGE = m('account.choose_password_different_from_current');

/** POST user/change-password. The new password follows the sign-up rules and must differ. */
export const changePasswordSchema = z
  .strictObject({
    current_password: loginPasswordField,
    new_password: passwordField,
  })
  .refine((v) => v.current_password !== v.new_password, {
    path: ['new_password'],
    message: SAME_PASSWORD_MESSAGE,
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The web form adds the confirmation, which never leaves the browser. */
export const changePasswordFormSchema = z
  .object({
    current_password: loginPasswordField,
    new_password: passwordField,
    confirm_password: z.string().min(1, m('account.confirm_new_password')),
  })
  .refine((v) => v.current_password !== v.new_password, {
    path: ['new_password'],
    message: SAME_PASSWORD_MESSAGE,
  })
  .refine((v) => v.new_password === v.confirm_password, {
    path: ['confirm_password'],
    message: m('account.passwords_do_not_match'),
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** The language of an account's pages and mail: `en` or `ar`. */
export const localeSchema = z.enum(LOCALES, { error: m('account.choose_english_or_arabic') });

/** PATCH user/locale: the signed-in user's own language (no id: nobody sets another's). */
export const localeChangeSchema = z.strictObject({ locale: localeSchema });
export type LocaleChange = z.infer<typeof localeChangeSchema>;
export const localeChangedSchema = z.object({ locale: z.enum(LOCALES) });
