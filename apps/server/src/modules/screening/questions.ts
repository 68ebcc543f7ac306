import { randomBytes } from 'node:crypto';
import type {
  PublicScreeningQuestion,
  ScreeningQuestion,
  screeningQuestionsInputSchema,
} from '@portal/contract/screening';
import type { z } from 'zod';

type QuestionsInput = z.infer<typeof screeningQuestionsInputSchema>;

const newId = () => `q${randomBytes(5).toString('hex')}`;

/**
 * The questions as stored on a job or a template: each keeps the id it came with (so an edit that
 * only rewords a question still matches its answers in the panel), a new one gets a fresh id.
 */
export function storedQuestions(input: QuestionsInput): ScreeningQuestion[] {
  return input.map((q) => ({
    id: q.id ?? newId(),
    kind: q.kind,
    text: q.text,
    required: q.required,
    options: q.options,
    min: q.kind === 'number' ? q.min : null,
    max: q.kind === 'number' ? q.max : null,
    knockout: q.knockout,
  }));
}

/** What a candidate is asked: the same questions without their knock-out rules. */
export const publicQuestions = (questions: ScreeningQuestion[]): PublicScreeningQuestion[] =>
  questions.map(({ knockout: _k, ...q }) => q);

/** A job's or template's stored questions as the organisation reads them. */
export const ownerQuestions = (questions: ScreeningQuestion[]): ScreeningQuestion[] =>
  questions.map((q) => ({ ...q, knockout: q.knockout ?? null }));
