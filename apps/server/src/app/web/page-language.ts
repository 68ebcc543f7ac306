import {
  DEFAULT_LOCALE,
  type DigitSystem,
  LOCALE_COOKIE,
  LOCALE_PREFIX,
  type Locale,
  localeFromAcceptLanguage,
  localisedPath,
  splitLocalePath,
  textDirection,
} from '@portal/contract/locale';
import { decodeHTML } from 'entities';
import type { FastifyRequest } from 'fastify';
import { escapeHtml } from '../../core/lib/sanitize';

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

/** `<link rel="canonical" href="...">` and `og:url`: the page's address, which hreflang builds on. */
const CANONICAL = /<link rel="canonical" href="([^"]*)">/;
const ADDRESS_TAGS = /(<link rel="canonical" href="|<meta property="og:url" content=")([^"]*)(")/g;

/** An address of this site (`baseUrl` + path) in a language; other addresses stay as they are. */
function siteAddressIn(locale: Locale, baseUrl: string, address: string): string {
  if (!address.startsWith(`${baseUrl}/`)) return address;
  return `${baseUrl}${localisedPath(locale, splitLocalePath(address.slice(baseUrl.length)).path)}`;
}

/**
 * A page's head tags, written for its English address by the head renderers, for its page in
 * `locale`: the canonical link and og:url name the page in that language (each language's page is
 * its own canonical page), and og:locale says the language.
 */
export function localiseHead(head: string, locale: Locale, baseUrl: string): string {
  if (locale === DEFAULT_LOCALE) return head;
  const localised = head.replace(
    ADDRESS_TAGS,
    (_all, open: string, address: string, close: string) =>
      `${open}${escapeHtml(siteAddressIn(locale, baseUrl, decodeHTML(address)))}${close}`,
  );
  return `${localised}\n<meta property="og:locale" content="ar_AE">`;
}

/**
 * The page's address in every language for search engines: `hreflang` alternates for English and
 * Arabic, English the default. They build on the head's canonical address when it has one (a job, a
 * second page of a list), else on the page's path without its query.
 */
export function languageLinks(baseUrl: string, head: string, pagePath: string): string {
  const canonical = CANONICAL.exec(head)?.[1];
  const address = canonical ? decodeHTML(canonical) : '';
  const path =
    canonical && address.startsWith(`${baseUrl}/`)
      ? splitLocalePath(address.slice(baseUrl.length)).path
      : (pagePath.split(/[?#]/)[0] ?? '/');
  const link = (lang: string, href: string) =>
    `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(`${baseUrl}${href}`)}">`;
  return [
    link('en', localisedPath('en', path)),
    link('ar', localisedPath('ar', path)),
    link('x-default', localisedPath(DEFAULT_LOCALE, path)),
  ].join('\n');
}
