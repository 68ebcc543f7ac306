import type { ScreeningAnswerValue } from '@portal/contract/screening';

/** An answer as a CSV cell or a line of text. */
export function answerText(v: ScreeningAnswerValue | undefined): string {
  if (v == null) return '';
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  if (Array.isArray(v)) return v.join('; ');
  return String(v);
}

export const knockoutText = (passed: boolean | null | undefined) =>
  passed == null ? '' : passed ? 'Passed' : 'Failed';
