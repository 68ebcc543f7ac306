import { DEFAULT_LOCALE, LOCALE_PREFIX, type Locale, splitLocalePath } from '@portal/contract/locale';

/**
 * The language of the page the browser is on, read once from its address (/ar/... is Arabic). A
 * change of language is a new page load (the language switch), so it never changes under a page.
 */
export const pageLocale: Locale =
  typeof window === 'undefined' ? DEFAULT_LOCALE : splitLocalePath(window.location.pathname).locale;

/** The router's basename for a language: Arabic pages live under /ar. */
export const routerBasename = (locale: Locale): string | undefined => LOCALE_PREFIX[locale] || undefined;
