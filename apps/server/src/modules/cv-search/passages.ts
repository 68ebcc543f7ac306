import type { QueryNode } from '@portal/contract/cv-query';
import type { SnippetPart } from '@portal/contract/cv-search';
import { lexemeOf, lexemesOf, unaccent } from './english-words';
import { leavesOf, prefixWords } from './repositories/tsquery';

/**
 * The passages of a CV that show what an English keyword found, computed here rather than by
 * PostgreSQL's ts_headline: that parsed and stemmed every word of every CV on the page (about 0.19 ms a
 * CV, two thirds of the page statement; docs/performance.md, round 14). Here one regular expression
 * finds the words that may be hits, and only those are stemmed.
 */

/** What a positive leaf of the query looks for, as lexemes (english-words.ts). */
type Item =
  | { kind: 'word'; lexemes: string[] }
  | { kind: 'prefix'; prefix: string; also: Set<string> }
  /** '' for a stop word: any one word in that place (phraseto_tsquery's distance). */
  | { kind: 'phrase'; lexemes: string[] };

export type EnglishMatcher = { items: Item[]; candidates: RegExp };

const HAS_ARABIC = /[\u0600-\u06FF]/;

/**
 * The leaves not under a NOT, as items; null when none has an English word (Arabic words are marked
 * by the Arabic matcher).
 */
export function englishMatcherOf(tree: QueryNode | null): EnglishMatcher | null {
  if (!tree) return null;
  const items: Item[] = [];
  for (const { leaf, positive } of leavesOf(tree).values()) {
    if (!positive || HAS_ARABIC.test(leaf.text)) continue;
    if (leaf.kind === 'term' && leaf.prefix) {
      const prefix = lexemeOf(leaf.text);
      if (!prefix) continue;
      const also = lexemesOf(prefixWords(leaf.text)).filter((l) => l && !l.startsWith(prefix));
      items.push({ kind: 'prefix', prefix, also: new Set(also) });
    } else if (leaf.kind === 'term') {
      const lexemes = lexemesOf(leaf.text).filter(Boolean);
      if (lexemes.length) items.push({ kind: 'word', lexemes });
    } else {
      const lexemes = lexemesOf(leaf.text);
      while (lexemes[0] === '') lexemes.shift();
      while (lexemes.at(-1) === '') lexemes.pop();
      if (lexemes.length) items.push({ kind: 'phrase', lexemes });
    }
  }
  if (!items.length) return null;
  // A word's stem, all but its last letter, begins the word (the last may be an `i` for a `y`, or an
  // `e` added), so words beginning so are the only ones worth stemming.
  const keys = new Set<string>();
  for (const item of items) {
    const lexemes =
      item.kind === 'prefix' ? [item.prefix, ...item.also] : item.lexemes.filter((l) => l !== '');
    for (const l of lexemes) keys.add(l.slice(0, Math.max(1, l.length - 1)));
  }
  const alternatives = [...keys].sort((a, b) => b.length - a.length).join('|');
  return {
    items,
    candidates: new RegExp(`(?<![\\p{L}\\p{Nd}])(?:${alternatives})[\\p{L}\\p{Nd}]*`, 'giu'),
  };
}

type Hit = { start: number; end: number; item: number; lexeme: string };

/** The next word at or after `from`, within a few characters of non-words. */
const NEXT_WORD = /[^\p{L}\p{Nd}]{0,12}?([\p{L}\p{Nd}]+)/uy;

function nextWord(text: string, from: number): { start: number; end: number; word: string } | null {
  NEXT_WORD.lastIndex = from;
  const m = NEXT_WORD.exec(text);
  if (!m?.[1]) return null;
  const end = NEXT_WORD.lastIndex;
  return { start: end - m[1].length, end, word: m[1] };
}

/** The words of `text` that items look for (`hits`), and the spans where a phrase occurs whole. */
function findHits(text: string, matcher: EnglishMatcher): { hits: Hit[]; phrases: Hit[] } {
  const hits: Hit[] = [];
  const phrases: Hit[] = [];
  const { items } = matcher;
  // Accents off first, one character for one, so the offsets are the text's.
  for (const m of unaccent(text).matchAll(matcher.candidates)) {
    const lexeme = lexemeOf(m[0]);
    if (!lexeme) continue;
    const start = m.index;
    const end = start + m[0].length;
    for (let i = 0; i < items.length; i++) {
      const item = items[i] as Item;
      if (item.kind === 'prefix') {
        if (lexeme.startsWith(item.prefix) || item.also.has(lexeme))
          hits.push({ start, end, item: i, lexeme });
      } else if (item.lexemes.includes(lexeme)) {
        hits.push({ start, end, item: i, lexeme });
        if (item.kind === 'phrase' && item.lexemes[0] === lexeme) {
          const span = phraseAt(text, end, item.lexemes);
          if (span !== -1) phrases.push({ start, end: span, item: i, lexeme });
        }
      }
    }
  }
  return { hits, phrases };
}

/** Where the phrase's words after its first end, when they follow `from`; -1 when they do not. */
function phraseAt(text: string, from: number, lexemes: string[]): number {
  let at = from;
  for (let j = 1; j < lexemes.length; j++) {
    const w = nextWord(text, at);
    if (!w) return -1;
    const want = lexemes[j] as string;
    if (want !== '' && lexemeOf(w.word) !== want) return -1;
    at = w.end;
  }
  return at;
}

/** About 8 words before a passage's first hit and 14 after (ts_headline's 8 to 22 words before). */
const BEFORE = 50;
const AFTER = 110;
const WORD_END_SLACK = 24;
const MAX_ANCHORS = 40;

/** How many of the items a span of the text satisfies (by a thousand), and how many hits it holds. */
function scoreOf(items: Item[], hits: Hit[], phrases: Hit[], start: number, end: number): number {
  const found = new Set<number>();
  // A word item of several words (`S&OP`, `e-commerce`) counts when each of its lexemes is there.
  const partly = new Map<number, Set<string>>();
  let n = 0;
  // The hits are in the text's order: those past the span's end are not read.
  for (const h of hits) {
    if (h.start >= end) break;
    if (h.start < start || h.end > end) continue;
    n++;
    const item = items[h.item] as Item;
    if (item.kind === 'prefix' || (item.kind === 'word' && item.lexemes.length === 1)) found.add(h.item);
    else if (item.kind === 'word') {
      const seen = partly.get(h.item) ?? new Set<string>();
      seen.add(h.lexeme);
      partly.set(h.item, seen);
      if (seen.size === new Set(item.lexemes).size) found.add(h.item);
    }
  }
  for (const p of phrases) {
    if (p.start >= end) break;
    if (p.start >= start && p.end <= end) found.add(p.item);
  }
  return found.size * 1000 + Math.min(n, 999);
}

const SPACES = /[\s\p{Cc}]+/gu;
const OPENS_PASSAGE = /[\p{L}\p{Nd}("'\u2018\u201C]/u;

const isSpace = (c: string | undefined) => c === undefined || /\s/.test(c);

/** A span around `anchor`, its ends moved out to whole words. */
function spanAround(text: string, anchor: Hit): { start: number; end: number } {
  let start = Math.max(0, anchor.start - BEFORE);
  while (start < anchor.start && !isSpace(text[start - 1])) start++;
  // Nor on a separator (a CV's `|` or `-` between items): on the first word or bracket after it.
  while (start < anchor.start && !OPENS_PASSAGE.test(text[start] as string)) start++;
  let end = Math.min(text.length, anchor.start + AFTER);
  const limit = Math.min(text.length, end + WORD_END_SLACK);
  while (end < limit && !isSpace(text[end])) end++;
  return { start, end: Math.max(end, anchor.end) };
}

/**
 * Up to `max` passages of `text` with the words the query found marked, the passages holding the most
 * of the query's items first chosen, then shown in the text's order; none when nothing is found.
 */
export function englishPassages(text: string, matcher: EnglishMatcher, max = 2): SnippetPart[][] {
  const { hits, phrases } = findHits(text, matcher);
  if (!hits.length) return [];
  // The first hits are anchors enough: a CV naming a word a hundred times needs no hundred passages.
  const spans = hits
    .slice(0, MAX_ANCHORS)
    .map((h) => {
      const span = spanAround(text, h);
      return { ...span, score: scoreOf(matcher.items, hits, phrases, span.start, span.end) };
    })
    .sort((a, b) => b.score - a.score || a.start - b.start);
  const chosen: { start: number; end: number }[] = [];
  for (const s of spans) {
    if (chosen.length >= max) break;
    if (chosen.every((c) => s.end <= c.start || s.start >= c.end)) chosen.push(s);
  }
  chosen.sort((a, b) => a.start - b.start);
  return chosen.map((span) => partsOf(text, span, hits));
}

/**
 * The span's text as parts, the hits in it marked, each run of white space and control characters
 * as one space (the forms refuse control characters; a row written by hand may hold them).
 */
function partsOf(text: string, span: { start: number; end: number }, hits: Hit[]): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const push = (s: string, hit: boolean) => {
    const t = s.replace(SPACES, ' ');
    if (t) parts.push({ text: t, hit });
  };
  let at = span.start;
  for (const h of hits) {
    if (h.start >= span.end) break;
    if (h.start < at || h.end > span.end) continue;
    push(text.slice(at, h.start), false);
    push(text.slice(h.start, h.end), true);
    at = h.end;
  }
  push(text.slice(at, span.end), false);
  const first = parts[0];
  if (first && !first.hit) first.text = first.text.trimStart();
  const last = parts.at(-1);
  if (last && !last.hit) last.text = last.text.trimEnd();
  return parts.filter((p) => p.text);
}
