/**
 * The Arabic part of the search's `search_fold` (server migration 0049, docs/i18n.md "Search in
 * Arabic"), for code that must read a text as the search does, e.g. to mark the words a query found:
 * letters normalised (alef forms, taa marbuta, alef maqsura; diacritics and tatweel removed), then
 * each Arabic word light-stemmed (light10) and a few particles dropped. Text without Arabic letters
 * comes back unchanged. The server's tests check it against the SQL function word by word.
 */

const DIACRITICS = /[\u064B-\u065F\u0670\u0640]/g;
const LETTERS: Record<string, string> = {
  '\u0623': '\u0627',
  '\u0625': '\u0627',
  '\u0622': '\u0627',
  '\u0671': '\u0627',
  '\u0629': '\u0647',
  '\u0649': '\u064A',
  '\u06A9': '\u0643',
  '\u06CC': '\u064A',
};
const ARABIC_WORD = /[\u0621-\u064A]+/g;
const HAS_ARABIC = /[\u0621-\u064A]/;

const PARTICLES = new Set(['في', 'من', 'الي', 'علي', 'عن', 'مع', 'او', 'ثم', 'و']);
const ARTICLES = ['وال', 'بال', 'كال', 'فال', 'لل', 'ال'];
const ENDINGS = ['ها', 'ان', 'ات', 'ون', 'ين', 'يه', 'ية', 'ه', 'ة', 'ي'];

/** Letters written in several ways as one; diacritics and tatweel removed (`arabic_normalise`). */
export const normaliseArabic = (text: string): string =>
  text
    .replace(DIACRITICS, '')
    .replace(/[\u0623\u0625\u0622\u0671\u0629\u0649\u06A9\u06CC]/g, (c) => LETTERS[c] ?? c);

/** One normalised Arabic word, light-stemmed (`arabic_light_stem`); '' for a particle. */
export function stemArabicWord(word: string): string {
  if (PARTICLES.has(word)) return '';
  let s = word;
  if (s.length >= 4 && s.startsWith('و')) s = s.slice(1);
  const article = ARTICLES.find((a) => s.startsWith(a) && s.length - a.length >= 2);
  if (article) s = s.slice(article.length);
  for (const end of ENDINGS) if (s.endsWith(end) && s.length - end.length >= 2) s = s.slice(0, -end.length);
  return s;
}

/** A text as the search reads its Arabic words; everything else stays where it was. */
export function foldArabic(text: string): string {
  if (!HAS_ARABIC.test(text)) return text;
  return normaliseArabic(text).replace(ARABIC_WORD, stemArabicWord);
}
