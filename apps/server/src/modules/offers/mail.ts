import type { Locale } from '@portal/contract/locale';
import { compose, dayText, hello, localeUrl, type MailContent } from '../../platform/mail/templates';
import { catalogue as c } from './i18n';

/** To the candidate: the offer, with the signed link to read, download and answer it signed out. */
export function offerMail(i: {
  firstName: string;
  jobTitle: string;
  company: string;
  expiresOn: string;
  url: string;
  locale: Locale;
}): MailContent {
  const { locale } = i;
  const values = { job: i.jobTitle, company: i.company };
  return compose(
    c.t(locale, 'mail.offer.subject', values),
    [
      hello(locale, i.firstName),
      c.t(locale, 'mail.offer.body', values),
      c.t(locale, 'mail.offer.answer', { date: dayText(locale, i.expiresOn) }),
    ],
    { href: localeUrl(i.url, locale), label: c.t(locale, 'mail.offer.link') },
    locale,
  );
}

/** To the candidate: the employer took the offer back. */
export function offerWithdrawnMail(i: {
  firstName: string;
  jobTitle: string;
  company: string;
  locale: Locale;
}): MailContent {
  const { locale } = i;
  const values = { job: i.jobTitle, company: i.company };
  return compose(
    c.t(locale, 'mail.withdrawn.subject', values),
    [hello(locale, i.firstName), c.t(locale, 'mail.withdrawn.body', values)],
    undefined,
    locale,
  );
}

/** To whoever made the offer: the candidate's answer. */
export function offerAnswerMail(i: {
  firstName: string;
  candidateName: string;
  jobTitle: string;
  accepted: boolean;
  url: string;
  locale: Locale;
}): MailContent {
  const { locale } = i;
  const values = { job: i.jobTitle, candidate: i.candidateName, accepted: i.accepted ? 'yes' : 'no' };
  return compose(
    c.t(locale, 'mail.answer.subject', values),
    [
      hello(locale, i.firstName),
      c.t(locale, 'mail.answer.body', values),
      ...(i.accepted ? [c.t(locale, 'mail.answer.hired')] : []),
    ],
    { href: localeUrl(i.url, locale), label: c.t(locale, 'mail.answer.link') },
    locale,
  );
}
