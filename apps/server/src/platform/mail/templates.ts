import { OTP } from '@portal/contract/auth';
import { calendarDayText } from '@portal/contract/format';
import {
  DEFAULT_LOCALE,
  intlLocale,
  type Locale,
  localisedPath,
  textDirection,
} from '@portal/contract/locale';
import type { ClientType } from '@portal/contract/roles';
import { escapeHtml } from '../../core/lib/sanitize';
import { mailCatalogue as m } from './i18n';

export type MailContent = { subject: string; text: string; html: string };

/**
 * A page's address in a mail to a reader of `locale`: an Arabic reader's links open the /ar pages.
 * API addresses (one-click unsubscribe) and other sites' addresses stay as they are.
 */
export function localeUrl(url: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return url;
  const match = /^(https?:\/\/[^/?#]+)(\/[^?#]*)?(.*)$/.exec(url);
  if (!match) return url;
  const [, origin, path = '/', rest = ''] = match;
  if (path.startsWith('/api/') || path === '/api' || path === '/ar' || path.startsWith('/ar/')) return url;
  return `${origin}${localisedPath(locale, path)}${rest}`;
}

/** A record's title in the reader's language: its Arabic title when it has one and the reader reads Arabic. */
export const titleIn = (locale: Locale, r: { title: string; titleAr?: string | null }): string =>
  locale === 'ar' && r.titleAr ? r.titleAr : r.title;

/** A calendar day (`2026-03-01`) as the reader writes it: "1 March 2026", "1 مارس 2026". */
export function dayText(locale: Locale, iso: string): string {
  if (locale === DEFAULT_LOCALE) return calendarDayText(iso);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(day);
}

/** `<html>` of a mail in its reader's language: `lang`, and `dir="rtl"` for Arabic. */
export const mailHtmlOpen = (locale: Locale) =>
  locale === DEFAULT_LOCALE ? '<html lang="en">' : `<html lang="${locale}" dir="${textDirection(locale)}">`;

/** The mail's greeting line, "Hello Sam," in the reader's language. */
export const hello = (locale: Locale, name: string) => m.t(locale, 'frame.hello', { name });

/**
 * Plain text is the source; the HTML part is the same paragraphs, escaped, with links clickable.
 * Exported so the templates of other areas (mail/application-templates.ts) look the same. The frame
 * (sign-off, direction) is in `locale`, the recipient's language.
 */
export function compose(
  subject: string,
  paragraphs: string[],
  link?: { href: string; label: string },
  locale: Locale = DEFAULT_LOCALE,
): MailContent {
  const signoff = m.t(locale, 'frame.signoff');
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.href}`] : []), '', signoff].join('\n\n');
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const button = link
    ? `<p><a href="${escapeHtml(link.href)}" style="background:#1CA3DC;color:#fff;padding:10px 18px;border-radius:999px;text-decoration:none">${escapeHtml(link.label)}</a></p>`
    : '';
  const html = `<!doctype html>${mailHtmlOpen(locale)}<body style="font-family:Arial,sans-serif;color:#1f2937">${body}${button}<p style="color:#6b7280">${escapeHtml(signoff)}</p></body></html>`;
  return { subject, text, html };
}

/**
 * The closing lines of every non-essential mail: why it came, and where to change it. Worded as a
 * setting of the reader's account, not as a list to leave: filters score phrases like "stop
 * receiving these e-mails" in short mails as bulk mail (SpamAssassin's END_FUTURE_EMAILS).
 * `what` is the kind of mail, already in the reader's language.
 */
export function preferenceLines(
  what: string,
  links: { preferences: string; unsubscribe: string },
  locale: Locale = DEFAULT_LOCALE,
): string[] {
  return [
    m.t(locale, 'frame.preferences', { what, url: localeUrl(links.preferences, locale) }),
    m.t(locale, 'frame.switchOff', { what, url: localeUrl(links.unsubscribe, locale) }),
  ];
}

export function newRegistrationMail(input: {
  type: ClientType;
  companyName: string;
  contactName: string;
  contactEmail: string;
  adminUrl: string;
  locale: Locale;
}): MailContent {
  const { locale } = input;
  return compose(
    m.t(locale, 'registration.new.subject', { type: input.type }),
    [
      m.t(locale, 'registration.new.waiting', { type: input.type }),
      m.t(locale, 'registration.new.organisation', { name: input.companyName }),
      m.t(locale, 'registration.new.contact', { contact: `${input.contactName} <${input.contactEmail}>` }),
    ],
    { href: localeUrl(input.adminUrl, locale), label: m.t(locale, 'registration.new.link') },
    locale,
  );
}

export function accountActiveMail(input: {
  companyName: string;
  firstName: string;
  signInUrl: string;
  locale: Locale;
}): MailContent {
  const { locale } = input;
  return compose(
    m.t(locale, 'accountActive.subject'),
    [hello(locale, input.firstName), m.t(locale, 'accountActive.body', { company: input.companyName })],
    { href: localeUrl(input.signInUrl, locale), label: m.t(locale, 'accountActive.link') },
    locale,
  );
}

export function passwordResetMail(input: {
  firstName: string;
  otp: string;
  resetUrl: string;
  locale: Locale;
}): MailContent {
  const { locale } = input;
  return compose(
    m.t(locale, 'passwordReset.subject'),
    [
      hello(locale, input.firstName),
      m.t(locale, 'passwordReset.code', { otp: input.otp }),
      m.t(locale, 'passwordReset.validity', { minutes: OTP.ttlSeconds / 60 }),
    ],
    { href: localeUrl(input.resetUrl, locale), label: m.t(locale, 'passwordReset.link') },
    locale,
  );
}
