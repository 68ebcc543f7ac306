import { describe, expect, it } from 'vitest';
import { withLanguage } from './page-language';

const INDEX = '<!doctype html><html lang="en"><head></head><body></body></html>';

describe('withLanguage', () => {
  it('leaves an English page as it is', () => {
    expect(withLanguage(INDEX, 'en', 'arab')).toBe(INDEX);
  });
  it("writes lang and dir on an Arabic page, and the settings' digits when Arabic-Indic", () => {
    expect(withLanguage(INDEX, 'ar')).toContain('<html lang="ar" dir="rtl">');
    expect(withLanguage(INDEX, 'ar', 'latn')).toContain('<html lang="ar" dir="rtl">');
    expect(withLanguage(INDEX, 'ar', 'arab')).toContain('<html lang="ar" dir="rtl" data-digits="arab">');
  });
});
