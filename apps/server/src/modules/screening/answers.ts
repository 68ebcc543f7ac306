import {
  SCREENING_ANSWER_MAX,
  type ScreeningAnswersInput,
  type ScreeningAnswerValue,
  type ScreeningQuestion,
} from '@portal/contract/screening';
import type { Text } from '../../core/i18n/catalog';
import { AppError, type FieldErrors } from '../../core/lib/app-error';
import { catalogue } from './i18n';

export const ANSWER_REQUIRED = catalogue.text('errors.answer_question');
export const UNKNOWN_QUESTION = catalogue.text('errors.job_does_not_ask_question');

const isEmpty = (v: ScreeningAnswerValue | undefined) =>
  v == null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

const fmt = (n: number) => n.toLocaleString('en-US');

/** One answer checked against its question: the value kept, or the message for the candidate. */
function checkOne(
  q: ScreeningQuestion,
  v: ScreeningAnswerValue,
): { value: ScreeningAnswerValue } | { error: Text } {
  switch (q.kind) {
    case 'yes_no':
      return typeof v === 'boolean' ? { value: v } : { error: catalogue.text('errors.answer_yes_or_no') };
    case 'number':
      if (typeof v !== 'number' || !Number.isFinite(v))
        return { error: catalogue.text('errors.enter_number') };
      if (q.min != null && v < q.min)
        return { error: catalogue.text('errors.enter_or_more', { min: fmt(q.min) }) };
      if (q.max != null && v > q.max)
        return { error: catalogue.text('errors.enter_or_less', { max: fmt(q.max) }) };
      return { value: v };
    case 'single_choice':
      return typeof v === 'string' && q.options.includes(v)
        ? { value: v }
        : { error: catalogue.text('errors.choose_one_options') };
    case 'multiple_choice': {
      if (!Array.isArray(v) || v.some((o) => !q.options.includes(o)))
        return { error: catalogue.text('errors.choose_among_options_given') };
      // Kept in the question's order, each once.
      return { value: q.options.filter((o) => v.includes(o)) };
    }
    case 'short_text': {
      if (typeof v !== 'string') return { error: catalogue.text('errors.enter_your_answer_as_text') };
      const text = v.trim();
      return text.length > SCREENING_ANSWER_MAX
        ? { error: catalogue.text('errors.keep_answer_under', { max: String(SCREENING_ANSWER_MAX) }) }
        : { value: text };
    }
  }
}

/**
 * The candidate's answers checked against the job's questions: an unknown question, a missing
 * required answer, a value of the wrong type, a choice not offered or a number out of range is a
 * 400 naming each answer (`answers.<question id>`). Returns the answers to keep (empty optional
 * answers left out).
 */
export function checkAnswers(
  questions: ScreeningQuestion[],
  input: ScreeningAnswersInput,
): Record<string, ScreeningAnswerValue> {
  const errors: FieldErrors = {};
  const known = new Set(questions.map((q) => q.id));
  for (const id of Object.keys(input)) if (!known.has(id)) errors[`answers.${id}`] = [UNKNOWN_QUESTION];
  const kept: Record<string, ScreeningAnswerValue> = {};
  for (const q of questions) {
    const v = input[q.id];
    if (isEmpty(v)) {
      if (q.required) errors[`answers.${q.id}`] = [ANSWER_REQUIRED];
      continue;
    }
    const checked = checkOne(q, v as ScreeningAnswerValue);
    if ('error' in checked) errors[`answers.${q.id}`] = [checked.error];
    else kept[q.id] = checked.value;
  }
  if (Object.keys(errors).length) throw AppError.validation(errors);
  return kept;
}
