import { describe, expect, it } from 'vitest';
import { countThatFits } from './fit-count';

describe('how many header items fit', () => {
  it('keeps every item when all fit, with no More', () => {
    expect(countThatFits([60, 80, 90], 70, 234, 2)).toBe(3);
  });

  it('otherwise keeps the leading items that fit beside More', () => {
    // 70 (More) + 2 + 60 + 2 + 80 = 214 fits in 230; the 90 px item does not.
    expect(countThatFits([60, 80, 90], 70, 230, 2)).toBe(2);
  });

  it('can leave everything to More on a very narrow bar', () => {
    expect(countThatFits([60, 80], 70, 100, 2)).toBe(0);
  });
});
