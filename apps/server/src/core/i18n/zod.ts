import { contractMessage } from '@portal/contract/i18n/index';
import type { Locale } from '@portal/contract/locale';
import { z } from 'zod';
import { type Catalogue, defineCatalogue, type Text } from './catalog';

/** The contract's messages (packages/contract/src/i18n), in the reader's language. */
export const contractCatalogue = defineCatalogue(
  new URL('../../../../../packages/contract/src/i18n/', import.meta.url),
  'contract',
);

let arabic: ((issue: never) => string | { message: string } | undefined | null) | undefined;

/**
 * A validation issue's message in a language: a contract message from its catalogue, zod's own
 * messages from zod's locale. `params` is the issue without its code, path and message.
 */
export function zodMessage(
  message: string,
  code: string,
  params: Record<string, unknown>,
  locale: Locale,
): string {
  if (locale === 'en') return message;
  const own = contractMessage(message);
  if (own) return contractCatalogue.t(locale, own.key, own.values);
  arabic ??= z.locales.ar().localeError as never;
  const out = arabic?.({ ...params, code } as never);
  const text = typeof out === 'string' ? out : out?.message;
  if (!text) return message;
  // The issue as handed on no longer has its input: keep the type English named.
  const received = code === 'invalid_type' ? /received (\w+)$/.exec(message)?.[1] : undefined;
  return received ? text.replace(/undefined$/, received) : text;
}

const asIs: Catalogue<string> = {
  name: 'as-is',
  t: (_locale, key) => key,
  text: (key) => ({ catalogue: asIs, key }),
  has: (_key): _key is string => true,
};

/**
 * A message the contract wrote (a shared rule's text, `m()` in packages/contract) as a Text: the
 * reader gets it in their language. A text the contract did not write stays as it is.
 */
export function contractText(message: string): Text {
  const own = contractMessage(message);
  return own ? contractCatalogue.text(own.key, own.values) : asIs.text(message);
}
