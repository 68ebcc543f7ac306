/*
 * Which key and values wrote an English contract message (index.ts's `m` records each): kept apart
 * from the catalogue so a page can translate messages without bundling the English catalogue.
 */
export type Values = Record<string, string | number | undefined>;

const issued = new Map<string, { key: string; values?: Values }>();

/** Records that `text` is the English of `key` with `values`. */
export function remember(text: string, key: string, values?: Values): void {
  if (!issued.has(text)) issued.set(text, values ? { key, values } : { key });
}

/** The key and values an English contract message was written from, if it was. */
export const contractMessage = (text: string) => issued.get(text);

/** The Arabic catalogue, loaded on demand. */
export const loadContractArabic = () => import('./ar.json');
