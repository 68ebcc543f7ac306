import type { Locale } from '@portal/contract/locale';
import { compose, hello, localeUrl, type MailContent } from '../../platform/mail/templates';
import { catalogue as c } from './i18n';

/**
 * The mail that tells someone a message is waiting. It carries no text of the message (a mailbox
 * is not where the conversation lives; nothing is parsed from replies), only who and a link. In the
 * recipient's language; `jobTitle` is already in it.
 */
export function messageNoticeMail(input: {
  firstName: string;
  from: string;
  jobTitle: string;
  threadUrl: string;
  locale: Locale;
}): MailContent {
  const { locale } = input;
  return compose(
    c.t(locale, 'mail.notice.subject', { job: input.jobTitle }),
    [
      hello(locale, input.firstName),
      c.t(locale, 'mail.notice.body', { from: input.from, job: input.jobTitle }),
      c.t(locale, 'mail.notice.reply'),
    ],
    { href: localeUrl(input.threadUrl, locale), label: c.t(locale, 'mail.notice.link') },
    locale,
  );
}
