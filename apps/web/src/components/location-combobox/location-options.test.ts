import { describe, expect, it } from 'vitest';
import { exactMatch, normalise, suggest } from './location-options';

const options = [
  { id: 1, name: 'أبوظبي', detail: '' },
  { id: 2, name: 'دبي', detail: '' },
  { id: 3, name: 'جبل علي', detail: '' },
  { id: 4, name: 'رأس الخيمة', detail: '' },
];

describe('location search in Arabic', () => {
  it('keeps Arabic letters and folds the forms people type interchangeably', () => {
    expect(normalise('أبوظبي')).toBe('ابوظبي');
    expect(normalise('رأس الخيمة')).toBe('راس الخيمه');
    expect(normalise('مُصَفَّح')).toBe('مصفح');
    expect(normalise('Jebel  Ali!')).toBe('jebel ali');
  });

  it('suggests and matches Arabic names, typed with or without hamza', () => {
    expect(suggest(options, 'ابو').map((o) => o.id)).toEqual([1]);
    expect(suggest(options, 'علي').map((o) => o.id)).toEqual([3]);
    expect(exactMatch(options, 'راس الخيمه')?.id).toBe(4);
    expect(exactMatch(options, 'دبي')?.id).toBe(2);
  });
});
