import type { ScreeningAnswerValue, ScreeningQuestion } from '@portal/contract/screening';

/** Whether an answer meets its question's knock-out rule; null when the question has none. */
export function passes(q: ScreeningQuestion, v: ScreeningAnswerValue | undefined): boolean | null {
  const k = q.knockout;
  if (!k) return null;
  switch (k.rule) {
    case 'must_be_yes':
      return v === true;
    case 'must_be_no':
      return v === false;
    case 'at_least':
      return typeof v === 'number' && k.value != null && v >= k.value;
    case 'at_most':
      return typeof v === 'number' && k.value != null && v <= k.value;
    case 'one_of':
      return typeof v === 'string' && k.options.includes(v);
    case 'includes':
      return Array.isArray(v) && k.options.every((o) => v.includes(o));
  }
}

/** The verdict over every question: passed (null without any knock-out) and the failed ids. */
export function verdict(questions: ScreeningQuestion[], answers: Record<string, ScreeningAnswerValue>) {
  const failed: string[] = [];
  let ruled = false;
  for (const q of questions) {
    const ok = passes(q, answers[q.id]);
    if (ok === null) continue;
    ruled = true;
    if (!ok) failed.push(q.id);
  }
  return { passed: ruled ? failed.length === 0 : null, failed };
}
