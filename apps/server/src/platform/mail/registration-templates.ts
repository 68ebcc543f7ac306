import type { Locale } from '@portal/contract/locale';
import type { ClientType, Role } from '@portal/contract/roles';
import { mailCatalogue as m } from './i18n';
import { compose, hello, localeUrl, type MailContent } from './templates';

/** The sign-in page of a role, for links in mails. */
export function signInPath(role: Role): string {
  if (role === 'candidate') return '/auth/candidate/sign-in';
  if (role === 'employer') return '/auth/employer/sign-in';
  if (role === 'master_admin') return '/auth/admin-pannel/sign-in';
  return '/auth/consultancy/sign-in';
}

/**
 * The forgot-password page for the role's kind of account; `code` opens its second step (the mailed
 * code and a new password). The address is never in the link: it would leak into logs and referrers.
 */
export function forgotPasswordPath(role: Role, step?: 'code'): string {
  const from =
    role === 'candidate' || role === 'employer' ? role : role === 'master_admin' ? 'admin' : 'consultancy';
  return `/auth/forgot-password?from=${from}${step ? `&step=${step}` : ''}`;
}

/** To a new candidate: the link that confirms the address, makes the account and signs them in. */
export function confirmEmailMail(input: {
  firstName: string;
  confirmUrl: string;
  locale: Locale;
}): MailContent {
  const { locale } = input;
  return compose(
    m.t(locale, 'confirmEmail.subject'),
    [hello(locale, input.firstName), m.t(locale, 'confirmEmail.body'), m.t(locale, 'confirmEmail.notYou')],
    { href: localeUrl(input.confirmUrl, locale), label: m.t(locale, 'confirmEmail.link') },
    locale,
  );
}

/**
 * To the owner of an address someone tried to register again: the registration page answered as
 * for a new address, so only the mailbox's owner learns the account exists.
 */
export function registrationAttemptMail(input: {
  firstName: string;
  signInUrl: string;
  resetUrl: string;
  locale: Locale;
}): MailContent {
  const { locale } = input;
  return compose(
    m.t(locale, 'registrationAttempt.subject'),
    [
      hello(locale, input.firstName),
      m.t(locale, 'registrationAttempt.body'),
      m.t(locale, 'registrationAttempt.ifYou', { url: localeUrl(input.signInUrl, locale) }),
      m.t(locale, 'registrationAttempt.notYou'),
    ],
    { href: localeUrl(input.resetUrl, locale), label: m.t(locale, 'link.resetMine') },
    locale,
  );
}

/** To an organisation's first user: the registration arrived and awaits activation by staff. */
export function clientRegistrationReceivedMail(input: {
  firstName: string;
  companyName: string;
  type: ClientType;
  locale: Locale;
}): MailContent {
  const { locale } = input;
  return compose(
    m.t(locale, 'clientReceived.subject'),
    [
      hello(locale, input.firstName),
      m.t(locale, 'clientReceived.thanks', { company: input.companyName, type: input.type }),
      m.t(locale, 'clientReceived.next'),
    ],
    undefined,
    locale,
  );
}

/**
 * To a new candidate once their address is confirmed and the account made: what to do first.
 * Essential (always sent): it is the record of the account's creation.
 */
export function candidateWelcomeMail(input: {
  firstName: string;
  profileUrl: string;
  searchUrl: string;
  preferencesUrl: string;
  locale: Locale;
}): MailContent {
  const { locale } = input;
  const profileUrl = localeUrl(input.profileUrl, locale);
  return compose(
    m.t(locale, 'welcome.subject'),
    [
      hello(locale, input.firstName),
      m.t(locale, 'welcome.ready'),
      m.t(locale, 'welcome.profile', { url: profileUrl }),
      m.t(locale, 'welcome.search', { url: localeUrl(input.searchUrl, locale) }),
      m.t(locale, 'welcome.preferences', { url: localeUrl(input.preferencesUrl, locale) }),
    ],
    { href: profileUrl, label: m.t(locale, 'welcome.link') },
    locale,
  );
}
