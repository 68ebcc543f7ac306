import { z } from 'zod';
import { m } from './i18n/index';

/**
 * Screening questions on a job (and a job template) and the candidate's answers (issue 28, item 1).
 * A question is one flat shape whatever its kind, so one form edits every kind; the rules that
 * depend on the kind (options of a choice, a number's range, which knock-out fits) are refinements
 * that name the field they concern.
 */
export const SCREENING_KINDS = [
  'yes_no',
  'number',
  'single_choice',
  'multiple_choice',
  'short_text',
] as const;
export type ScreeningKind = (typeof SCREENING_KINDS)[number];
export const SCREENING_KIND_LABELS: Record<ScreeningKind, string> = {
  yes_no: 'Yes / no',
  number: 'Number',
  single_choice: 'Single choice',
  multiple_choice: 'Multiple choice',
  short_text: 'Short text',
};

/**
 * Knock-out rules: yes/no must be yes or no; a number at least or at most a value; a single choice
 * one of the chosen options; a multiple choice must include every chosen option.
 */
export const KNOCKOUT_RULES = [
  'must_be_yes',
  'must_be_no',
  'at_least',
  'at_most',
  'one_of',
  'includes',
] as const;
export type KnockoutRule = (typeof KNOCKOUT_RULES)[number];
export const KNOCKOUT_RULES_BY_KIND: Record<ScreeningKind, readonly KnockoutRule[]> = {
  yes_no: ['must_be_yes', 'must_be_no'],
  number: ['at_least', 'at_most'],
  single_choice: ['one_of'],
  multiple_choice: ['includes'],
  short_text: [],
};
export const KNOCKOUT_RULE_LABELS: Record<KnockoutRule, string> = {
  must_be_yes: 'Must be yes',
  must_be_no: 'Must be no',
  at_least: 'At least',
  at_most: 'At most',
  one_of: 'Must be one of',
  includes: 'Must include',
};

export const SCREENING_MAX_QUESTIONS = 20;
export const SCREENING_MAX_OPTIONS = 20;
export const SCREENING_TEXT_MAX = 300;
export const SCREENING_OPTION_MAX = 100;
export const SCREENING_ANSWER_MAX = 500;
const NUMBER_LIMIT = 1_000_000_000;

/** Letters, digits, `_` and `-`: safe as a form field's path and a CSV header's key. */
export const screeningQuestionIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,32}$/, m('screening.invalid_question_id'));

const numberValue = (what: string) =>
  z
    .number({ error: m('screening.enter_number_for', { what }) })
    .min(-NUMBER_LIMIT, m('screening.too_small', { what }))
    .max(NUMBER_LIMIT, m('screening.too_large', { what }));

const optionSchema = z
  .string({ error: m('screening.enter_option') })
  .trim()
  .min(1, m('screening.enter_option'))
  .max(SCREENING_OPTION_MAX, m('screening.keep_each_option_under_characters', { SCREENING_OPTION_MAX }));

export const knockoutInputSchema = z.strictObject({
  rule: z.enum(KNOCKOUT_RULES, { error: m('screening.choose_knock_out_rule') }),
  /** The number of `at_least` / `at_most`. */
  value: numberValue('knock-out value').nullish(),
  /** The options of `one_of` / `includes` (each one of the question's options). */
  options: z.array(optionSchema).max(SCREENING_MAX_OPTIONS).default([]),
});
export type KnockoutInput = z.input<typeof knockoutInputSchema>;
export type Knockout = z.infer<typeof knockoutInputSchema>;

const questionObject = z.strictObject({
  /** Kept from an earlier save; the server gives a new question one. */
  id: screeningQuestionIdSchema.optional(),
  kind: z.enum(SCREENING_KINDS, { error: m('screening.choose_kind_question') }),
  text: z
    .string({ error: m('screening.enter_question') })
    .trim()
    .min(3, m('screening.enter_question_at_least_3'))
    .max(SCREENING_TEXT_MAX, m('screening.keep_question_under_characters', { SCREENING_TEXT_MAX })),
  required: z.boolean().default(false),
  /** Single and multiple choice only. */
  options: z
    .array(optionSchema)
    .max(SCREENING_MAX_OPTIONS, m('screening.at_most_options', { SCREENING_MAX_OPTIONS }))
    .default([]),
  /** Number only. */
  min: numberValue('minimum').nullish(),
  max: numberValue('maximum').nullish(),
  knockout: knockoutInputSchema.nullish(),
});

const isChoice = (kind: ScreeningKind) => kind === 'single_choice' || kind === 'multiple_choice';

/** One question as the employer writes it. A knock-out question is always required. */
export const screeningQuestionInputSchema = questionObject
  .superRefine((q, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    if (isChoice(q.kind)) {
      if (q.options.length < 2) issue(['options'], 'Give at least two options');
      const seen = new Set<string>();
      q.options.forEach((o, i) => {
        if (seen.has(o.toLowerCase())) issue(['options', i], 'This option is listed twice');
        seen.add(o.toLowerCase());
      });
    } else if (q.options.length) issue(['options'], 'Only choice questions have options');
    if (q.kind !== 'number' && (q.min != null || q.max != null))
      issue(['min'], 'Only number questions have a minimum or maximum');
    if (q.min != null && q.max != null && q.min > q.max)
      issue(['max'], 'The maximum must be at least the minimum');
    const k = q.knockout;
    if (!k) return;
    if (!KNOCKOUT_RULES_BY_KIND[q.kind].includes(k.rule)) {
      issue(
        ['knockout', 'rule'],
        q.kind === 'short_text'
          ? 'A short text question cannot have a knock-out rule'
          : `This rule does not fit a ${SCREENING_KIND_LABELS[q.kind].toLowerCase()} question`,
      );
      return;
    }
    if (q.kind === 'number' && k.value == null)
      issue(['knockout', 'value'], 'Enter the number to compare with');
    if (isChoice(q.kind)) {
      if (k.options.length === 0) issue(['knockout', 'options'], 'Choose at least one option');
      const known = new Set(q.options);
      if (k.options.some((o) => !known.has(o)))
        issue(['knockout', 'options'], "Choose only among the question's options");
    }
  })
  .transform((q) => ({
    ...q,
    required: q.required || Boolean(q.knockout),
    min: q.min ?? null,
    max: q.max ?? null,
    knockout: q.knockout
      ? {
          rule: q.knockout.rule,
          value: q.kind === 'number' ? (q.knockout.value ?? null) : null,
          options: isChoice(q.kind) ? q.knockout.options : [],
        }
      : null,
  }));
export type ScreeningQuestionInput = z.input<typeof screeningQuestionInputSchema>;

export const screeningQuestionsInputSchema = z
  .array(screeningQuestionInputSchema)
  .max(SCREENING_MAX_QUESTIONS, m('screening.at_most_screening_questions_per', { SCREENING_MAX_QUESTIONS }))
  .superRefine((qs, ctx) => {
    const ids = new Set<string>();
    qs.forEach((q, i) => {
      if (!q.id) return;
      if (ids.has(q.id))
        ctx.addIssue({ code: 'custom', path: [i, 'id'], message: m('screening.two_questions_share_id') });
      ids.add(q.id);
    });
  });

/* ---------------------------------------------------------------- output */

const knockoutSchema = z.object({
  rule: z.enum(KNOCKOUT_RULES),
  value: z.number().nullable(),
  options: z.array(z.string()),
});

/** A question as the candidate sees it: never the knock-out rule (it would give the answer away). */
export const publicScreeningQuestionSchema = z.object({
  id: z.string(),
  kind: z.enum(SCREENING_KINDS),
  text: z.string(),
  required: z.boolean(),
  options: z.array(z.string()),
  min: z.number().nullable(),
  max: z.number().nullable(),
});
export type PublicScreeningQuestion = z.infer<typeof publicScreeningQuestionSchema>;

/** A question as its organisation sees it (the job's owner, the template). */
export const screeningQuestionSchema = publicScreeningQuestionSchema.extend({
  knockout: knockoutSchema.nullable(),
});
export type ScreeningQuestion = z.infer<typeof screeningQuestionSchema>;

/* --------------------------------------------------------------- answers */

/** yes/no: a boolean; number: a number; single choice and short text: text; multiple choice: a list. */
export const screeningAnswerValueSchema = z.union([
  z.boolean(),
  z.number(),
  z.string().max(SCREENING_ANSWER_MAX * 2, m('screening.answer_too_long')),
  z.array(z.string().max(SCREENING_OPTION_MAX * 2)).max(SCREENING_MAX_OPTIONS),
  z.null(),
]);
export type ScreeningAnswerValue = z.infer<typeof screeningAnswerValueSchema>;

/** The apply body's answers, keyed by question id; checked against the job's questions by the server. */
export const screeningAnswersInputSchema = z
  .record(screeningQuestionIdSchema, screeningAnswerValueSchema)
  .refine((v) => Object.keys(v).length <= SCREENING_MAX_QUESTIONS, m('screening.too_many_answers'));
export type ScreeningAnswersInput = z.infer<typeof screeningAnswersInputSchema>;

/** One question of an application with what was answered and whether it passed its knock-out. */
export const screeningAnswerSchema = z.object({
  question: screeningQuestionSchema,
  /** Null when an optional question was left unanswered. */
  answer: z.union([z.boolean(), z.number(), z.string(), z.array(z.string())]).nullable(),
  /** Null for a question without a knock-out rule. */
  passed: z.boolean().nullable(),
});
export type ScreeningAnswer = z.infer<typeof screeningAnswerSchema>;

/** GET jobs/applicants/{id}/screening: the questions as they were when the candidate applied. */
export const applicantScreeningSchema = z.object({
  application_id: z.number().int(),
  /** Null when the questions had no knock-out rule. */
  knockout_passed: z.boolean().nullable(),
  /** Declined at once because a knock-out failed and the job declines those automatically. */
  auto_declined: z.boolean(),
  answered_at: z.string().nullable(),
  answers: z.array(screeningAnswerSchema),
});
export type ApplicantScreening = z.infer<typeof applicantScreeningSchema>;

export const KNOCKOUT_FILTERS = ['passed', 'failed'] as const;
export type KnockoutFilter = (typeof KNOCKOUT_FILTERS)[number];
