import {
  type DigitSystem,
  LOCALE_COOKIE,
  LOCALE_PREFIX,
  type Locale,
  localeFromAcceptLanguage,
  localisedPath,
  splitLocalePath,
  textDirection,
} from '@portal/contract/locale';
import type { FastifyRequest } from 'fastify';

/** The `lang` cookie's value, when it names a language. */
export function cookieLocale(req: FastifyRequest): Locale | null {
  const match = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=(en|ar)(?:;|$)`).exec(req.headers.cookie ?? '');
  return (match?.[1] as Locale | undefined) ?? null;
}

/**
 * Where an English page address should send this visitor instead: their Arabic page when they chose
 * Arabic (the cookie) or, on a first visit, when their browser asks for Arabic first. Addresses under
 * /ar never redirect: an explicit language wins.
 */
export function preferredPage(req: FastifyRequest): string | null {
  if (req.method !== 'GET') return null;
  const { locale } = splitLocalePath(req.url.split('?')[0] ?? req.url);
  if (locale !== 'en') return null;
  const wanted = cookieLocale(req) ?? localeFromAcceptLanguage(req.headers['accept-language']);
  return wanted === 'en' ? null : localisedPath(wanted, req.url);
}

/**
 * index.html in a language: `lang` and `dir` on the document, so the first paint reads right, and
 * on an Arabic page the settings' digits (`data-digits`, read by the client's page-locale.ts).
 */
export const withLanguage = (html: string, locale: Locale, digits: DigitSystem = 'latn'): string =>
  locale === 'en'
    ? html
    : html.replace(
        /<html lang="en">/,
        `<html lang="${locale}" dir="${textDirection(locale)}"${digits === 'arab' ? ' data-digits="arab"' : ''}>`,
      );

/** The page paths of a route in every language: `/jobs` and `/ar/jobs`. */
export const inEveryLanguage = (path: string): string[] =>
  Object.values(LOCALE_PREFIX).map((prefix) =>
    prefix ? (path === '/' ? prefix : `${prefix}${path}`) : path,
  );
