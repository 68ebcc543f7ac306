/*
 * The contract's own messages (validation rules, upload rules): English where a schema is written,
 * so every English reader gets the same text; a message's English text leads back to its key and
 * values, so the server (per request) and the web (on an Arabic page) can put it in Arabic.
 */
import en from './en.json';
import { remember, type Values } from './issued';

export { contractMessage, loadContractArabic } from './issued';

export type ContractKey = keyof typeof en;
/**
 * On the web the build hands a message with arguments over parsed, in short (apps/web/build/messages.ts):
 * text as strings, an argument as [1, name].
 */
type Parsed = readonly (string | readonly [number, string])[];

export const contractEnglish = en as Record<ContractKey, string>;

function fill(message: string | Parsed, values?: Values): string {
  if (typeof message === 'string')
    return values ? message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? '')) : message;
  return message.map((p) => (typeof p === 'string' ? p : String(values?.[p[1]] ?? ''))).join('');
}

/** A contract message in English (its arguments simple `{name}`s); remembered for translation. */
export function m(key: ContractKey, values?: Values): string {
  const text = fill(en[key] as string | Parsed, values);
  remember(text, key, values);
  return text;
}
