import {
  DEFAULT_LOCALE,
  type DigitSystem,
  LOCALE_PREFIX,
  type Locale,
  splitLocalePath,
} from '@portal/contract/locale';

/**
 * The language of the page the browser is on, read once from its address (/ar/... is Arabic). A
 * change of language is a new page load (the language switch), so it never changes under a page.
 */
export const pageLocale: Locale =
  typeof window === 'undefined' ? DEFAULT_LOCALE : splitLocalePath(window.location.pathname).locale;

/**
 * How the page writes digits in Arabic: the operator's setting, which the server writes on an Arabic
 * page's <html data-digits="arab"> (apps/server/src/app/web/page-language.ts); Western otherwise.
 */
export const pageDigits: DigitSystem =
  typeof document !== 'undefined' && document.documentElement.dataset.digits === 'arab' ? 'arab' : 'latn';

/** The router's basename for a language: Arabic pages live under /ar. */
export const routerBasename = (locale: Locale): string | undefined => LOCALE_PREFIX[locale] || undefined;
