import { arabicSynonymStems, foldArabic } from '@portal/contract/arabic-search';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The Arabic synonym groups (`ARABIC_SYNONYMS`: broken plurals beside their singulars) applied to a
 * search's tsquery: each lexeme of a group becomes the OR of the group's lexemes, so `مخازن` also
 * finds `مخزن` and the other way round, in a phrase as alone (`'مدير' <-> ('مخزن' | 'مخازن')`).
 * PostgreSQL's own query rewriting (`ts_rewrite`), one pair a call: every other lexeme of a group to
 * its first, then the first to the OR. The lexemes are the groups' stems as `search_fold` makes them
 * (the english configuration keeps Arabic words as they are; search-arabic.test.ts checks both).
 *
 * `text`: the query's text; only the groups it has a word of are applied (none: the tsquery as it was).
 */
export function withArabicSynonyms(tsquery: SQL, text: string): SQL {
  const groups = new Map<string, readonly string[]>();
  const all = arabicSynonymStems();
  for (const word of foldArabic(text).match(/[\u0621-\u064A]+/g) ?? []) {
    const stems = all.get(word);
    if (stems) groups.set(stems.slice().sort().join(), stems);
  }
  let q = tsquery;
  for (const stems of groups.values()) {
    const [first, ...rest] = stems as [string, ...string[]];
    for (const other of rest) q = sql`ts_rewrite(${q}, ${lexeme(other)}, ${lexeme(first)})`;
    q = sql`ts_rewrite(${q}, ${lexeme(first)}, ${sql.raw(`'${stems.map((s) => `''${s}''`).join(' | ')}'::tsquery`)})`;
  }
  return q;
}

/** A stem as a tsquery literal (Arabic letters only, so nothing to escape; checked anyway). */
function lexeme(stem: string): SQL {
  if (!/^[\u0621-\u064A]+$/.test(stem)) throw new Error(`Not an Arabic stem: ${stem}`);
  return sql.raw(`'''${stem}'''::tsquery`);
}
