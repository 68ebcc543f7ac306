import { contractMessage, loadContractArabic } from '@portal/contract/i18n/issued';
import { intlLocale, type Locale } from '@portal/contract/locale';
import { formatParts, type Part } from './icu';

/** The contract's Arabic catalogue, once an Arabic page loaded it (the build hands it over parsed). */
let arabic: Record<string, unknown> | undefined;
let loading: Promise<void> | undefined;

/**
 * On an Arabic page: zod's own messages in Arabic (zod's locale) and the contract's messages'
 * catalogue, so a form that validates in the browser speaks the page's language. English pages
 * never load either.
 */
export function loadArabicValidation(): Promise<void> {
  loading ??= Promise.all([loadContractArabic(), import('zod'), import('zod/v4/locales/ar.js')]).then(
    ([catalogue, { z }, ar]) => {
      arabic = catalogue.default as Record<string, unknown>;
      z.config(ar.default());
    },
  );
  return loading;
}

/**
 * A validation message in a language: a message the contract wrote (English, as the schema gives
 * it) becomes its Arabic text; any other (zod's own, already in the page's language, or the
 * server's, already in the request's) stays as it is.
 */
export function translateValidation(message: string, locale: Locale): string {
  if (locale !== 'ar' || !arabic) return message;
  const own = contractMessage(message);
  const text = own && arabic[own.key];
  if (!own || text === undefined) return message;
  if (typeof text === 'string') return own.values ? fill(text, own.values) : text;
  return formatParts(text as Part[], intlLocale('ar'), own.values).join('');
}

const fill = (text: string, values: Record<string, string | number | undefined>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
