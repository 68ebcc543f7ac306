import { stem } from 'porter2';

/**
 * Words as PostgreSQL's `english` configuration reads them (after `search_fold`), for code that marks
 * what a query found in a text: the same stop words (tsearch_data/english.stop), the same Snowball
 * English stemmer (Porter2; english-words.test.ts checks it against `ts_lexize`), and words holding a
 * digit kept whole in lower case (the configuration's `simple` dictionary for them).
 */
const STOP_WORDS = new Set(
  `i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers
  herself it its itself they them their theirs themselves what which who whom this that these those am is
  are was were be been being have has had having do does did doing a an the and but if or because as until
  while of at by for with about against between into through during before after above below to from up
  down in out on off over under again further then once here there when where why how all any both each few
  more most other some such no nor not only own same so than too very s t can will just don should now`.split(
    /\s+/,
  ),
);

/** Latin letters with accents as their base letter, one character for one (as immutable_unaccent). */
const ACCENTED = /[\u00C0-\u024F]/g;
export const unaccent = (w: string) => w.replace(ACCENTED, (c) => c.normalize('NFD')[0] ?? c);

const HAS_DIGIT = /\p{Nd}/u;

/** A run of letters and digits: one word to the parser (hyphens, `&` and apostrophes split words). */
export const WORD = /[\p{L}\p{Nd}]+/gu;

/** The lexeme of one word (a WORD match), '' for a stop word. */
export function lexemeOf(word: string): string {
  const w = unaccent(word).toLowerCase();
  if (HAS_DIGIT.test(w)) return w;
  return STOP_WORDS.has(w) ? '' : stem(w);
}

/** The lexemes of a text's words in order, stop words as ''. */
export const lexemesOf = (text: string): string[] => (text.match(WORD) ?? []).map(lexemeOf);
