import { readFileSync } from 'node:fs';
import { DEFAULT_LOCALE, type DigitSystem, intlLocale, type Locale } from '@portal/contract/locale';
import { IntlMessageFormat } from 'intl-messageformat';

type Values = Record<string, string | number | Date | null | undefined>;

/**
 * A message not yet in a language: what a service hands on (an error, a mail's subject) when the
 * reader's language is known only later (the error plugin, the mail's recipient).
 */
export type Text = { readonly catalogue: Catalogue<string>; readonly key: string; readonly values?: Values };

export type Catalogue<K extends string> = {
  readonly name: string;
  /** The message in a language, its {arguments} filled in. */
  t(locale: Locale, key: K, values?: Values, digits?: DigitSystem): string;
  /** The message kept for later: `render(text, locale)`. */
  text(key: K, values?: Values): Text;
  has(key: string): key is K;
};

/**
 * A folder's catalogue: `defineCatalogue(new URL('.', import.meta.url))` in `<folder>/i18n/index.ts`
 * reads `en.json` and `ar.json` beside it (ICU messages; the catalogue check keeps them complete).
 * Each message is parsed once, on first use in a language.
 */
export function defineCatalogue<K extends string = string>(
  folder: URL,
  name = decodeURIComponent(folder.pathname)
    .replace(/^.*?\/src\//, '')
    .replace(/\/i18n\/?$/, ''),
): Catalogue<K> {
  const read = (locale: Locale) =>
    JSON.parse(readFileSync(new URL(`${locale}.json`, folder), 'utf8')) as Record<string, string>;
  const messages: Record<Locale, Record<string, string>> = { en: read('en'), ar: read('ar') };
  const compiled = new Map<string, IntlMessageFormat>();
  const catalogue: Catalogue<K> = {
    name,
    t(locale, key, values, digits = 'latn') {
      const message = messages[locale][key] ?? messages[DEFAULT_LOCALE][key];
      if (message === undefined) throw new Error(`Catalogue ${name} has no message "${key}"`);
      const tag = intlLocale(locale, digits);
      const id = `${key}\u0000${tag}`;
      let format = compiled.get(id);
      if (!format) {
        format = new IntlMessageFormat(message, tag);
        compiled.set(id, format);
      }
      return String(format.format(values as never));
    },
    text: (key, values) => ({ catalogue: catalogue as Catalogue<string>, key, values }),
    has: (key): key is K => key in messages.en,
  };
  return catalogue;
}

/** A Text in a language. */
export const render = (text: Text, locale: Locale, digits?: DigitSystem): string =>
  text.catalogue.t(locale, text.key, text.values, digits);
