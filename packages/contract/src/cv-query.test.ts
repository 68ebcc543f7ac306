import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combineKeywordBoxes, parseBooleanQuery, QuerySyntaxError } from './cv-query';

const term = (text: string, prefix = false) => ({ kind: 'term', text, prefix });

describe('boolean keyword parser', () => {
  it('reads adjacent words as AND, OR below AND, NOT and minus, phrases, brackets, prefixes', () => {
    expect(parseBooleanQuery('forklift "reach truck" OR -hazmat (customs OR freight*)')).toEqual({
      kind: 'or',
      children: [
        { kind: 'and', children: [term('forklift'), { kind: 'phrase', text: 'reach truck' }] },
        {
          kind: 'and',
          children: [
            { kind: 'not', child: term('hazmat') },
            { kind: 'or', children: [term('customs'), term('freight', true)] },
          ],
        },
      ],
    });
  });

  it('treats lower-case and/not as ordinary words and an empty query as none', () => {
    expect(parseBooleanQuery('sales and marketing')).toEqual({
      kind: 'and',
      children: [term('sales'), term('and'), term('marketing')],
    });
    expect(parseBooleanQuery('sales not marketing')).toEqual({
      kind: 'and',
      children: [term('sales'), term('not'), term('marketing')],
    });
    expect(parseBooleanQuery('   ')).toBeNull();
  });

  it('reads an `or` of any case between two words as OR, and elsewhere as a word', () => {
    const or = { kind: 'or', children: [term('forklift'), term('reach')] };
    expect(parseBooleanQuery('forklift or reach')).toEqual(or);
    expect(parseBooleanQuery('forklift Or reach')).toEqual(or);
    expect(parseBooleanQuery('a b or (c)')).toEqual({
      kind: 'or',
      children: [{ kind: 'and', children: [term('a'), term('b')] }, term('c')],
    });
    expect(parseBooleanQuery('forklift or')).toEqual({
      kind: 'and',
      children: [term('forklift'), term('or')],
    });
    expect(parseBooleanQuery('or forklift')).toEqual({
      kind: 'and',
      children: [term('or'), term('forklift')],
    });
  });

  it('reads a hyphenated or slashed word as written, with a slash, or as its parts in a row', () => {
    expect(parseBooleanQuery('supply-chain')).toEqual({
      kind: 'or',
      children: [term('supply-chain'), term('supply/chain'), { kind: 'phrase', text: 'supply chain' }],
    });
    expect(parseBooleanQuery('-sap/ewm')).toEqual({
      kind: 'not',
      child: { kind: 'or', children: [term('sap/ewm'), { kind: 'phrase', text: 'sap ewm' }] },
    });
    expect(parseBooleanQuery('c-')).toEqual(term('c-'));
    expect(() => parseBooleanQuery('supply-ch*')).toThrow(QuerySyntaxError);
  });

  it('combines the advanced boxes', () => {
    expect(combineKeywordBoxes({ all: 'a b', any: 'c d', none: 'e f' })).toEqual({
      kind: 'and',
      children: [
        { kind: 'and', children: [term('a'), term('b')] },
        { kind: 'or', children: [term('c'), term('d')] },
        { kind: 'not', child: { kind: 'or', children: [term('e'), term('f')] } },
      ],
    });
  });

  it('only ever fails with a QuerySyntaxError that has a message', () => {
    const piece = fc.oneof(
      fc.constantFrom('(', ')', '"', '-', '*', ' ', 'AND', 'OR', 'NOT', 'fork', 'a', '**', ' - '),
      fc.string({ maxLength: 3 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (parts) => {
        try {
          parseBooleanQuery(parts.join(''));
        } catch (err) {
          expect(err).toBeInstanceOf(QuerySyntaxError);
          expect((err as Error).message.length).toBeGreaterThan(10);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
