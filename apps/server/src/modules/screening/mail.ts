import type { Locale } from '@portal/contract/locale';
import { mailCatalogue } from '../../platform/mail/i18n';
import { compose, hello, localeUrl, type MailContent } from '../../platform/mail/templates';
import { catalogue as c } from './i18n';

/**
 * To the candidate whose answers did not meet a knock-out of a job that declines those at once.
 * It stands in for the receipt: one mail, kind and clear, that the application went no further.
 */
export function screeningDeclinedMail(input: {
  firstName: string;
  jobTitle: string;
  company: string;
  applicationsUrl: string;
  locale: Locale;
}): MailContent {
  const { locale } = input;
  const values = { job: input.jobTitle, company: input.company };
  return compose(
    c.t(locale, 'mail.declined.subject', values),
    [
      hello(locale, input.firstName),
      c.t(locale, 'mail.declined.thanks', values),
      c.t(locale, 'mail.declined.body'),
      c.t(locale, 'mail.declined.next'),
    ],
    { href: localeUrl(input.applicationsUrl, locale), label: mailCatalogue.t(locale, 'link.applications') },
    locale,
  );
}

/** The history note of an automatic decline (the employer's applicant panel shows it). */
export const AUTO_DECLINE_NOTE =
  'Declined automatically: an answer did not meet a knock-out rule of the screening questions.';
