import { intlLocale, type Locale } from '@portal/contract/locale';
import { cloneElement, isValidElement, type ReactNode, use, useContext, useMemo } from 'react';
import { formatParts, type Part } from './icu';
import { LocaleContext } from './locale-context';

/** A compiled message: text, or the ICU tree the build parsed, in short (build/messages.ts). */
type Compiled = string | Part[];
type Messages = Record<string, Compiled>;
type Values = Record<string, string | number | Date | null | undefined>;
type RichValues = Record<string, string | number | Date | ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

export type Translate<K extends string> = {
  /** The message in the page's language, its {arguments} filled in. */
  (key: K, values?: Values): string;
  /** A message with tags (`<link>terms</link>`), each given as a function of its content. */
  rich: (key: K, values: RichValues) => ReactNode;
};

type Catalogue = {
  name: string;
  en: Messages;
  ar?: Messages;
  loading?: Promise<void>;
  load: () => Promise<void>;
};

const catalogues = new Map<string, Catalogue>();

/**
 * A catalogue's English, by catalogue name. In the browser's build the catalogue's own module holds
 * none: each module brings the messages it names (build/messages.ts, `englishWhereRead`), so a page
 * loads the English it can show and not its whole folder's.
 */
const englishByName = new Map<string, Messages>();
function englishOf(name: string): Messages {
  const messages = englishByName.get(name) ?? {};
  englishByName.set(name, messages);
  return messages;
}

/** Adds English messages of a catalogue (called by the code the build places in each module). */
export function english(name: string, messages: Messages): void {
  Object.assign(englishOf(name), messages);
}

/** The Arabic catalogues a server render reads, handed over before any render (entry-server.tsx). */
export function presetArabic(modules: Record<string, { default: Messages }>): void {
  for (const [file, mod] of Object.entries(modules)) arabicByName.set(catalogueName(file), mod.default);
  for (const c of catalogues.values()) c.ar ??= arabicByName.get(c.name);
}
const arabicByName = new Map<string, Messages>();

/** `/src/features/jobs/i18n/ar.json` -> `features/jobs`: the catalogue's folder under src. */
export const catalogueName = (file: string): string =>
  file.replace(/^(?:.*?\/src\/|\.\/)/, '').replace(/\/i18n\/(en|ar)\.json$/, '');

/** Loads the Arabic catalogues a server-rendered page used, before the client hydrates it. */
export async function loadArabic(names: readonly string[]): Promise<void> {
  await Promise.all(names.map((name) => catalogues.get(name)?.load()));
}

/**
 * Every defined catalogue's Arabic (tests: a page rendered in Arabic has all its words, whichever
 * test files ran before in the same worker).
 */
export async function loadEveryArabic(): Promise<void> {
  await Promise.all([...catalogues.values()].map((c) => c.load()));
}

function format(c: Catalogue, messages: Messages, key: string, tag: string, values?: RichValues) {
  const message = messages[key] ?? c.en[key];
  if (message === undefined) {
    // The catalogue check (i18n.test.ts) makes this unreachable; shown, it names what is missing.
    if (import.meta.env.DEV) throw new Error(`Catalogue ${c.name} has no message "${key}"`);
    return key;
  }
  if (typeof message === 'string') return message;
  const parts = formatParts(message, tag, values);
  return parts.every((p) => typeof p === 'string') ? parts.join('') : (parts as ReactNode[]);
}

/**
 * A catalogue of a folder of the client: `defineCatalog('features/jobs', en, () => import('./ar.json'))`
 * in `features/jobs/i18n/index.ts` gives that folder's `useT`. English is bundled with the code that
 * reads it; Arabic loads only for an Arabic page (a render waits for it, Suspense).
 */
export function defineCatalog<M extends Record<string, string>>(
  name: string,
  en: M,
  loadArabic: () => Promise<{ default: Record<keyof M, string> }>,
) {
  const c: Catalogue = {
    name,
    en: Object.assign(englishOf(name), en as Messages),
    ar: arabicByName.get(name),
    load() {
      if (c.ar) return Promise.resolve();
      c.loading ??= loadArabic().then((mod) => {
        c.ar = mod.default as Messages;
      });
      return c.loading;
    },
  };
  catalogues.set(name, c);

  /** The catalogue's messages for a language (not a hook: for code outside components). */
  function translator(locale: Locale, tag: string): Translate<Extract<keyof M, string>> {
    const messages = locale === 'ar' ? (c.ar ?? c.en) : c.en;
    const t = ((key: string, values?: Values) => {
      const out = format(c, messages, key, tag, values);
      return Array.isArray(out) ? out.join('') : out;
    }) as unknown as Translate<Extract<keyof M, string>>;
    t.rich = (key, values) => {
      const out = format(c, messages, key, tag, values);
      // Keyed here: React 19 warns of an element without a key even through Children.toArray.
      return Array.isArray(out)
        ? out.map((part, i) =>
            // biome-ignore lint/suspicious/noArrayIndexKey: a message's parts keep their places
            isValidElement(part) && part.key == null ? cloneElement(part, { key: i }) : part,
          )
        : out;
    };
    return t;
  }

  function useT(): Translate<Extract<keyof M, string>> {
    const { locale, digits, used } = useContext(LocaleContext);
    if (locale === 'ar') {
      used?.add(name);
      // Suspends the render until the Arabic catalogue is in (once per catalogue and page load).
      if (!c.ar) use(c.load());
    }
    const tag = intlLocale(locale, digits);
    return useMemo(() => translator(locale, tag), [locale, tag]);
  }

  return Object.assign(useT, { translator, load: c.load });
}
