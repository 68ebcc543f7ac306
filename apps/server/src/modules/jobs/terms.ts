import { foldArabic } from '@portal/contract/arabic-search';
import type { Db } from '../../core/db/client';
import { ARABIC_MARKS, ARABIC_NOT_LETTERS, addWords, closestWords } from './terms-repository';

/**
 * The vocabulary of "did you mean": lower-case, accent-free Latin words of at least three letters,
 * and Arabic words of at least three letters as written but for diacritics and tatweel (so a
 * suggestion reads as a word: `إدارة`, not the search's `اداره`). rebuildTerms reads them the same.
 */
export function words(text: string): string[] {
  const latin = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3 && !/^\d+$/.test(w));
  return [...latin, ...arabicWords(text)];
}

function arabicWords(text: string): string[] {
  return text
    .replace(new RegExp(ARABIC_MARKS, 'g'), '')
    .split(new RegExp(ARABIC_NOT_LETTERS))
    .filter((w) => w.length >= 3);
}

/** A query word as the dictionary holds it. */
const dictionaryWord = (word: string) => words(word)[0] ?? word.toLowerCase();

/** Adds a published job's words (title, designation, skills) to the dictionary. */
export async function addTerms(db: Db, text: string): Promise<void> {
  const list = [...new Set(words(text))];
  if (list.length === 0) return;
  await addWords(db, list);
}

type Token = { word: string; start: number; end: number };

/** The plain words of a websearch query (not OR, not after '-'), with their positions. */
function queryWords(keyword: string): Token[] {
  const out: Token[] = [];
  for (const m of keyword.matchAll(/-?[\p{L}\p{N}]+/gu)) {
    const raw = m[0];
    if (raw.startsWith('-') || raw === 'OR' || raw === 'or') continue;
    if (raw.length < 4 || /^\d+$/.test(raw)) continue;
    out.push({ word: raw, start: m.index ?? 0, end: (m.index ?? 0) + raw.length });
  }
  return out;
}

/**
 * The keyword with each unknown word replaced by the closest known one (trigram similarity, then
 * frequency), or null when nothing needed correcting.
 */
export async function correctKeyword(db: Db, keyword: string): Promise<string | null> {
  const tokens = queryWords(keyword);
  if (tokens.length === 0) return null;
  const lowered = tokens.map((t) => dictionaryWord(t.word));
  const res = await closestWords(db, lowered);
  const fixes = new Map(res.map((r) => [r.q, r.word]));
  let out = '';
  let at = 0;
  let changed = false;
  tokens.forEach((t, i) => {
    const q = lowered[i] ?? '';
    const fix = fixes.get(q);
    out += keyword.slice(at, t.start);
    // An Arabic word the search already reads as the known one (another form of it) is no typo.
    if (fix && fix !== q && foldArabic(fix) !== foldArabic(q)) {
      out += fix;
      changed = true;
    } else out += t.word;
    at = t.end;
  });
  out += keyword.slice(at);
  return changed ? out : null;
}
