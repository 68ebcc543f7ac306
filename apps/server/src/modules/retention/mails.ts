import { CONFIRM_DAYS, RETENTION_GRACE_DAYS } from '@portal/contract/consents';
import type { Locale } from '@portal/contract/locale';
import { compose, dayText, hello, localeUrl } from '../../platform/mail/templates';
import { catalogue as c } from './i18n';

const day = (locale: Locale, d: Date) => dayText(locale, d.toISOString().slice(0, 10));

/** To the candidate inactive for `months`: sign in before the date to keep the account. */
export function inactivityMail(input: {
  firstName: string;
  months: number;
  until: Date;
  signInUrl: string;
  locale: Locale;
}) {
  const { locale } = input;
  return compose(
    c.t(locale, 'mail.inactive.subject'),
    [
      hello(locale, input.firstName),
      c.t(locale, 'mail.inactive.body', {
        months: input.months,
        date: day(locale, input.until),
        days: RETENTION_GRACE_DAYS,
      }),
      c.t(locale, 'mail.inactive.keep'),
    ],
    { href: localeUrl(input.signInUrl, locale), label: c.t(locale, 'mail.inactive.link') },
    locale,
  );
}

/**
 * To the recruiter who added a candidate who never confirmed. The person is erased, so the mail
 * names them only by the record's number and the day they were added, never by name or address.
 */
export function notConfirmedMail(input: {
  recruiterFirstName: string;
  candidateId: number;
  addedAt: Date;
  locale: Locale;
}) {
  const { locale } = input;
  return compose(
    c.t(locale, 'mail.notConfirmed.subject'),
    [
      hello(locale, input.recruiterFirstName),
      c.t(locale, 'mail.notConfirmed.body', {
        date: day(locale, input.addedAt),
        id: String(input.candidateId),
        days: CONFIRM_DAYS,
      }),
      c.t(locale, 'mail.notConfirmed.erased'),
    ],
    undefined,
    locale,
  );
}
