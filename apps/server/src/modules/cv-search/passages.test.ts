import { combineKeywordBoxes, parseBooleanQuery } from '@portal/contract/cv-query';
import type { SnippetPart } from '@portal/contract/cv-search';
import { describe, expect, it } from 'vitest';
import { englishMatcherOf, englishPassages } from './passages';

const passagesOf = (query: string, text: string) => {
  const matcher = englishMatcherOf(parseBooleanQuery(query));
  return matcher ? englishPassages(text, matcher) : [];
};
const hits = (passages: SnippetPart[][]) =>
  passages
    .flat()
    .filter((p) => p.hit)
    .map((p) => p.text);
const texts = (passages: SnippetPart[][]) => passages.map((parts) => parts.map((p) => p.text).join(''));

const FILLER =
  'Managed the daily schedule of the site and reported to the general manager each week. '.repeat(4);

describe('the passages of a CV that show what an English keyword found', () => {
  it('marks the forms of a word the search finds through stemming, in any case', () => {
    const got = passagesOf(
      'forklift warehouse',
      'Drove Forklifts across two bonded warehouses in Jebel Ali.',
    );
    expect(hits(got)).toEqual(['Forklifts', 'warehouses']);
    expect(texts(got)).toEqual(['Drove Forklifts across two bonded warehouses in Jebel Ali.']);
  });

  it('marks the words a prefix begins, and the words longer than the prefix stem (procurem*)', () => {
    const got = passagesOf('procurem*', 'Led procurement and Procurements audits; processed spares.');
    expect(hits(got)).toEqual(['procurement', 'Procurements']);
  });

  it('never marks a stop word of the query, nor a word under NOT', () => {
    const got = passagesOf('"head of logistics" -sales', 'Head of logistics, of sales and of the yard.');
    expect(hits(got)).toEqual(['Head', 'logistics']);
  });

  it('reads accents off and keeps words with digits whole', () => {
    expect(hits(passagesOf('societe S4HANA', 'Société Générale, SAP S4HANA rollout.'))).toEqual([
      'Société',
      'S4HANA',
    ]);
  });

  it('chooses the passages holding the most of the query, shown in the order of the text', () => {
    const text = `Forklift licence holder. ${FILLER}Drove a reach truck and a forklift in cold stores. ${FILLER}Reach of the network grew. ${FILLER}`;
    const got = passagesOf('"reach truck" forklift', text);
    expect(got).toHaveLength(2);
    const [first, second] = texts(got);
    expect(first).toContain('Forklift licence holder');
    expect(second).toContain('Drove a reach truck and a forklift in cold stores');
    expect(texts(got).join(' ')).not.toContain('Reach of the network');
  });

  it('keeps each passage to about twenty words, starting and ending on whole words', () => {
    const text = `${FILLER}Scheduled inbound containers for the forklift crews at the cross-dock. ${FILLER}`;
    const [passage] = texts(passagesOf('forklift', text));
    const words = passage?.split(' ') ?? [];
    expect(words.length).toBeGreaterThanOrEqual(12);
    expect(words.length).toBeLessThanOrEqual(30);
    const all = text.split(/\s+/);
    for (const w of [words[0], words.at(-1)]) expect(all).toContain(w);
  });

  it('starts a passage on a word, not on the separator a CV puts between items', () => {
    const text = '| 2016 - 2019 | Skills: Forklift operation, reach truck, cycle counting.';
    const [passage] = texts(passagesOf('forklift', text));
    expect(passage?.[0]).toMatch(/[\p{L}\p{Nd}]/u);
    expect(passage).toContain('Forklift operation');
  });

  it('finds nothing to show when the text lacks the words (the match was in the keywords or headline)', () => {
    expect(passagesOf('customs', 'Ran a warehouse of 40 staff.')).toEqual([]);
    expect(englishMatcherOf(combineKeywordBoxes({ none: 'customs' }))).toBeNull();
  });
});
