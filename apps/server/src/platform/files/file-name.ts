/**
 * Characters that change how a name is read rather than what it says: C0/C1 controls (escape
 * sequences for a log or a terminal, NUL), the bidirectional embeddings, overrides and isolates
 * ("cv<U+202E>fdp.exe" shows as "cvexe.pdf") and the implicit direction marks. Joiners (ZWJ, ZWNJ)
 * stay: Arabic and Persian names use them.
 */
const HIDDEN = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/**
 * The name an upload is kept under (shown to the candidate and staff, and the stem of the download
 * name): NFC, without hidden characters, spaces collapsed, at most 255 characters; `fallback` when
 * nothing is left.
 */
export function cleanFileName(name: string, fallback: string): string {
  // Tabs, line breaks and separators become a space first: "CV\t2024" stays two words.
  const clean = name.normalize('NFC').replace(/\s/g, ' ').replace(HIDDEN, '').replace(/ +/g, ' ').trim();
  return Array.from(clean).slice(0, 255).join('') || fallback;
}
