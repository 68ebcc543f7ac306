import { describe, expect, it } from 'vitest';
import { arabicMatcher, arabicPassages, arabicSnippet, markArabic, websearchPositive } from './arabic-search';

/** A query's matcher (these all have Arabic words). */
function matching(texts: string[]) {
  const matcher = arabicMatcher(texts);
  if (!matcher) throw new Error('no Arabic word');
  return matcher;
}

const marked = (parts: { text: string; hit: boolean }[]) => parts.filter((p) => p.hit).map((p) => p.text);

describe('marking the Arabic words a query found', () => {
  it('marks a word found through normalisation, the stemmer or a synonym, as written', () => {
    const matcher = matching(['مستودعات']);
    expect(marked(markArabic('مشرف المستودع في جبل علي', matcher))).toEqual(['المستودع']);
    expect(marked(markArabic('إدارة المُسْتَوْدَعات وبالمستودع', matcher))).toEqual(['المُسْتَوْدَعات', 'وبالمستودع']);
    expect(marked(markArabic('سائق', matching(['سواق'])))).toEqual(['سائق']);
    expect(marked(markArabic('موانئ دبي', matching(['الميناء'])))).toEqual(['موانئ']);
    expect(marked(markArabic('مخازن ومخزن', matching(['مخزن*'])))).toEqual(['ومخزن']);
    // The text comes back whole.
    expect(
      markArabic('مشرف المستودع <b>', matcher)
        .map((p) => p.text)
        .join(''),
    ).toBe('مشرف المستودع <b>');
  });

  it('reads the words a websearch keyword looks for: not excluded, not OR', () => {
    expect(websearchPositive('مدير "رافعة شوكية" -سائق OR warehouse -"مدير مخزن"')).toEqual([
      'مدير',
      'رافعة شوكية',
      'warehouse',
    ]);
    expect(arabicMatcher(websearchPositive('warehouse -سائق'))).toBeNull();
  });

  it('cuts a snippet around the first word found, and passages around each', () => {
    const text = `${'كلمة '.repeat(80)}خبرة في إدارة المستودعات المبردة. ${'نص '.repeat(80)}مستودع آخر.`;
    const matcher = matching(['مستودع']);
    const snippet = arabicSnippet(text, matcher);
    expect(snippet.found).toBe(true);
    expect(marked(snippet.parts)).toEqual(['المستودعات']);
    expect(snippet.parts[0]?.text).toBe('… ');
    const passages = arabicPassages(text, matcher);
    expect(passages.map(marked)).toEqual([['المستودعات'], ['مستودع']]);
  });
});
