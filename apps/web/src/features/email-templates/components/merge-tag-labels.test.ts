import { MERGE_TAGS } from '@portal/contract/recruiter-email';
import { describe, expect, it } from 'vitest';
import ar from '../i18n/ar.json';
import en from '../i18n/en.json';
import { TAG_KEY } from './merge-tag-picker';

const english = en as Record<string, string>;
const arabic = ar as Record<string, string>;

// The contract names the merge tags only: recruiters read each tag's name and source from here.
describe('merge tag labels', () => {
  it.each(MERGE_TAGS)('%s has a name and a source in English and in Arabic', (tag) => {
    for (const key of TAG_KEY[tag]) {
      expect(english[key]?.trim(), `${key} in en.json`).toBeTruthy();
      expect(arabic[key], `${key} in ar.json`).toMatch(/[\u0600-\u06FF]/);
    }
    const [name, source] = TAG_KEY[tag];
    expect(english[name]).not.toBe(english[source]);
  });

  it('gives every tag keys of its own', () => {
    const keys = MERGE_TAGS.flatMap((tag) => TAG_KEY[tag]);
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(TAG_KEY).sort()).toEqual([...MERGE_TAGS].sort());
  });
});
