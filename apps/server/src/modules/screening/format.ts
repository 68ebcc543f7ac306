import type { Locale } from '@portal/contract/locale';
import type { ScreeningAnswerValue } from '@portal/contract/screening';
import { catalogue as c } from './i18n';

/** An answer as a CSV cell or a line of text, in the reader's language. */
export function answerText(v: ScreeningAnswerValue | undefined, locale: Locale = 'en'): string {
  if (v == null) return '';
  if (typeof v === 'boolean') return v ? c.t(locale, 'csv.yes') : c.t(locale, 'csv.no');
  if (Array.isArray(v)) return v.join('; ');
  return String(v);
}

export const knockoutText = (passed: boolean | null | undefined, locale: Locale = 'en') =>
  passed == null ? '' : passed ? c.t(locale, 'csv.passed') : c.t(locale, 'csv.failed');
