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

/**
 * Words the search reads as one though light stemming cannot bring them together: the broken
 * plurals of common logistics and job words beside their singulars (sound plurals such as
 * شحنة/شحنات or مورد/موردين already meet through the stemmer). The query side only: a query word of
 * a group also finds the group's other words (`withArabicSynonyms` on the server, docs/i18n.md).
 */
export const ARABIC_SYNONYMS: readonly (readonly string[])[] = [
  ['سائق', 'سواق'],
  ['مخزن', 'مخازن'],
  ['ميناء', 'موانئ'],
  ['مرفأ', 'مرافئ'],
  ['وظيفة', 'وظائف'],
  ['مدير', 'مدراء'],
  ['عامل', 'عمال'],
  ['سفينة', 'سفن'],
  ['بضاعة', 'بضائع'],
  ['مندوب', 'مناديب'],
  ['عميل', 'عملاء'],
  ['وكيل', 'وكلاء'],
  ['خبير', 'خبراء'],
  ['مصنع', 'مصانع'],
  ['مركز', 'مراكز'],
  ['مكتب', 'مكاتب'],
  ['طرد', 'طرود'],
  ['رصيف', 'أرصفة'],
  ['منفذ', 'منافذ'],
  ['أسطول', 'أساطيل'],
  ['صندوق', 'صناديق'],
  ['طبلية', 'طبالي'],
  ['رافعة', 'روافع'],
];

let synonymStems: Map<string, readonly string[]> | null = null;

/** Each stem of a synonym group and the group's stems (the stem itself first). */
export function arabicSynonymStems(): Map<string, readonly string[]> {
  if (synonymStems) return synonymStems;
  const map = new Map<string, readonly string[]>();
  for (const group of ARABIC_SYNONYMS) {
    // With the article too: light10 takes a leading و as a conjunction only without it
    // (`وكلاء` is `كلاء`, `الوكلاء` is `وكلاء`).
    const stems = [...new Set(group.flatMap((w) => [foldArabic(w), foldArabic(`ال${w}`)]).filter(Boolean))];
    if (stems.length < 2) continue;
    for (const s of stems) map.set(s, [s, ...stems.filter((o) => o !== s)]);
  }
  synonymStems = map;
  return map;
}

/** An Arabic word as written (diacritics and tatweel included), for finding words in a text. */
const WRITTEN_ARABIC_WORD = /[\u0621-\u065F\u0670\u0671\u06A9\u06CC]+/g;

/** What a query finds in Arabic text: whole stems, and stems beginning with a prefix (`word*`). */
export type ArabicMatcher = { stems: Set<string>; prefixes: string[] };

/**
 * The Arabic words a search's query looks for, as stems with their synonyms: every Arabic word of
 * `positive` (the query's texts not excluded: in a websearch keyword, words and quoted phrases not
 * after `-`); a word ending in `*` is a prefix. Null when the query has no Arabic word.
 */
export function arabicMatcher(positive: readonly string[]): ArabicMatcher | null {
  const stems = new Set<string>();
  const prefixes: string[] = [];
  const synonyms = arabicSynonymStems();
  for (const text of positive) {
    for (const m of text.matchAll(/[\u0621-\u065F\u0670\u0671\u06A9\u06CC]+(\*)?/g)) {
      const stem = foldArabic(m[0].replace('*', ''));
      if (!stem) continue;
      if (m[1]) prefixes.push(stem);
      else for (const s of synonyms.get(stem) ?? [stem]) stems.add(s);
    }
  }
  return stems.size || prefixes.length ? { stems, prefixes } : null;
}

/** The texts a websearch keyword (the job search's) looks for: not OR, not after `-`. */
export function websearchPositive(keyword: string): string[] {
  const out: string[] = [];
  for (const m of keyword.matchAll(/(-?)("[^"]*"?|[^\s"]+)/g)) {
    if (m[1] || m[2] === 'OR' || m[2] === 'or') continue;
    out.push((m[2] ?? '').replaceAll('"', ''));
  }
  return out;
}

/** Words as written, folded: a page of Arabic hits repeats the same few hundred words. */
const foldedWords = new Map<string, string>();
const FOLDED_WORDS_KEPT = 20_000;

function foldWord(word: string): string {
  let folded = foldedWords.get(word);
  if (folded === undefined) {
    if (foldedWords.size >= FOLDED_WORDS_KEPT) foldedWords.clear();
    folded = foldArabic(word);
    foldedWords.set(word, folded);
  }
  return folded;
}

/** A text cut into parts, the Arabic words the matcher finds marked as hits (as written). */
export function markArabic(text: string, matcher: ArabicMatcher): { text: string; hit: boolean }[] {
  const parts: { text: string; hit: boolean }[] = [];
  let at = 0;
  for (const m of text.matchAll(WRITTEN_ARABIC_WORD)) {
    const stem = foldWord(m[0]);
    if (!stem) continue;
    if (!matcher.stems.has(stem) && !matcher.prefixes.some((p) => stem.startsWith(p))) continue;
    const start = m.index ?? 0;
    if (start > at) parts.push({ text: text.slice(at, start), hit: false });
    parts.push({ text: m[0], hit: true });
    at = start + m[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), hit: false });
  return parts;
}

/**
 * About `size` characters of a text around its first found word, cut at spaces, with an ellipsis
 * where the text goes on; the text's start when no word is found. Parts as `markArabic`'s.
 */
export function arabicSnippet(
  text: string,
  matcher: ArabicMatcher,
  size = 200,
): { parts: { text: string; hit: boolean }[]; found: boolean } {
  const all = markArabic(text, matcher);
  let first = 0;
  let offset = 0;
  let found = false;
  for (const p of all) {
    if (p.hit) {
      first = offset;
      found = true;
      break;
    }
    offset += p.text.length;
  }
  // A little context before the first word, starting on a word.
  let start = Math.max(0, first - Math.floor(size / 4));
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space === -1 || space >= first ? first : space + 1;
  }
  let end = Math.min(text.length, start + size);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > first) end = space;
  }
  const window = text.slice(start, end).trim();
  const parts = markArabic(window, matcher);
  if (start > 0) parts.unshift({ text: '… ', hit: false });
  if (end < text.length) parts.push({ text: ' …', hit: false });
  return { parts, found };
}

/**
 * Up to `max` passages of a text (about `before` words before a found Arabic word and `after`
 * after it, not overlapping), the words found marked: the CV search's snippets for Arabic words,
 * which ts_headline (reading the text as written) cannot find.
 */
export function arabicPassages(
  text: string,
  matcher: ArabicMatcher,
  { max = 2, before = 8, after = 14 } = {},
): { text: string; hit: boolean }[][] {
  const words = [...text.matchAll(/\S+/g)].map((m) => ({
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
  const out: { text: string; hit: boolean }[][] = [];
  let from = 0;
  let offset = 0;
  for (const part of markArabic(text, matcher)) {
    const at = offset;
    offset += part.text.length;
    if (!part.hit || at < from) continue;
    const i = words.findIndex((w) => w.end > at);
    if (i === -1) break;
    const first = words[Math.max(0, i - before)];
    const last = words[Math.min(words.length - 1, i + after)];
    if (!first || !last) break;
    const start = Math.max(first.start, from);
    out.push(markArabic(text.slice(start, last.end).replace(/\s+/g, ' '), matcher));
    from = last.end;
    if (out.length >= max) break;
  }
  return out;
}
