import { describe, expect, it } from 'vitest';
import { chooseText } from './bilingual';

describe('chooseText', () => {
  it("picks the page's language when the record has it", () => {
    expect(chooseText('ar', 'Driver', 'سائق')).toEqual({
      text: 'سائق',
      lang: 'ar',
      fallback: false,
      attrs: {},
    });
    expect(chooseText('en', 'Driver', 'سائق')).toEqual({
      text: 'Driver',
      lang: 'en',
      fallback: false,
      attrs: {},
    });
  });
  it('falls back to the other language, marked with its lang and dir', () => {
    expect(chooseText('ar', 'Driver', null)).toEqual({
      text: 'Driver',
      lang: 'en',
      fallback: true,
      attrs: { lang: 'en', dir: 'ltr' },
    });
    expect(chooseText('en', '', 'سائق')).toEqual({
      text: 'سائق',
      lang: 'ar',
      fallback: true,
      attrs: { lang: 'ar', dir: 'rtl' },
    });
  });
  it('stays in the page language when neither has text', () => {
    expect(chooseText('ar', null, null)).toMatchObject({ text: '', lang: 'ar', fallback: false });
  });
});
