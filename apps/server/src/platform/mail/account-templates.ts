import type { Locale } from '@portal/contract/locale';
import { mailCatalogue as m } from './i18n';
import { compose, hello, localeUrl, type MailContent } from './templates';

/**
 * To the account's address after a password change: if it was not them, they learn at once and
 * can take the account back with a reset (which ends the intruder's session too).
 */
export function passwordChangedMail(input: {
  firstName: string;
  resetUrl: string;
  locale: Locale;
}): MailContent {
  const { locale } = input;
  return compose(
    m.t(locale, 'passwordChanged.subject'),
    [
      hello(locale, input.firstName),
      m.t(locale, 'passwordChanged.body'),
      m.t(locale, 'passwordChanged.notYou'),
    ],
    { href: localeUrl(input.resetUrl, locale), label: m.t(locale, 'link.resetMine') },
    locale,
  );
}
