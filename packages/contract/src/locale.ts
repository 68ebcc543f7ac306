/*
 * The portal's two languages and how a request, a page address and Intl name them. No zod here: the
 * client's first load reads this file, and a schema would pull zod into it (schemas use LOCALES).
 */

export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that remembers a visitor's choice (the account's preference is `users.locale`). */
export const LOCALE_COOKIE = 'lang';

/** How Arabic writes digits: Western 0-9 by default, as the Gulf portals do, or Arabic-Indic. */
export const DIGIT_SYSTEMS = ['latn', 'arab'] as const;
export type DigitSystem = (typeof DIGIT_SYSTEMS)[number];

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

export const textDirection = (locale: Locale): 'ltr' | 'rtl' => (locale === 'ar' ? 'rtl' : 'ltr');

/** The tag handed to Intl and ICU messages: British English; Arabic (UAE) with the chosen digits. */
export const intlLocale = (locale: Locale, digits: DigitSystem = 'latn'): string =>
  locale === 'ar' ? `ar-AE-u-nu-${digits}` : 'en-GB';

/** The native name a language switch shows. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', ar: 'العربية' };

/**
 * The first supported language of an Accept-Language header, by weight (`ar-AE,ar;q=0.9,en;q=0.8`),
 * or English when none is supported.
 */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  let best: { locale: Locale; q: number } | null = null;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const base = tag.trim().toLowerCase().split('-')[0];
    if (!isLocale(base)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale: base, q };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}

/** The address prefix of a language: Arabic pages live under /ar, English ones at the root. */
export const LOCALE_PREFIX: Record<Locale, string> = { en: '', ar: '/ar' };

/** `/ar/jobs/12` -> { locale: 'ar', path: '/jobs/12' }; `/jobs/12` -> { locale: 'en', path: '/jobs/12' }. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  if (pathname === '/ar' || pathname.startsWith('/ar/')) {
    return { locale: 'ar', path: pathname.slice(3) || '/' };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** The address of a page (a path from the root, with its query) in a language. */
export const localisedPath = (locale: Locale, path: string): string => {
  const prefix = LOCALE_PREFIX[locale];
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path.startsWith('/') ? '' : '/'}${path}`;
};
