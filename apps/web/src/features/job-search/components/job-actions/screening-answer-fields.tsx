import {
  type PublicScreeningQuestion,
  SCREENING_ANSWER_MAX,
  type ScreeningAnswersInput,
} from '@portal/contract/screening';
import { clsx } from 'clsx';
import { useId } from 'react';
import { type FieldErrors, type UseFormRegister, useFormContext } from 'react-hook-form';
import { useT } from '@/features/job-search/i18n';

/** What the apply form holds per question: text for most inputs, the ticked options for a multiple choice. */
export type AnswerValues = Record<string, string | string[] | undefined>;
export type ApplyFormValues = { cover_note?: string; cv_id?: string; answers: AnswerValues };

export const emptyAnswers = (questions: PublicScreeningQuestion[]): AnswerValues =>
  Object.fromEntries(questions.map((q) => [q.id, q.kind === 'multiple_choice' ? [] : '']));

/** The form's values as the API takes them; empty answers are left out. */
export function toAnswers(questions: PublicScreeningQuestion[], values: AnswerValues): ScreeningAnswersInput {
  const out: ScreeningAnswersInput = {};
  for (const q of questions) {
    const v = values[q.id];
    if (q.kind === 'multiple_choice') {
      if (Array.isArray(v) && v.length) out[q.id] = v;
      continue;
    }
    const s = typeof v === 'string' ? v.trim() : '';
    if (s === '') continue;
    out[q.id] = q.kind === 'yes_no' ? s === 'yes' : q.kind === 'number' ? Number(s) : s;
  }
  return out;
}

/** The messages the server would give, found before sending: a missing required answer, a bad number. */
export function answerProblems(
  questions: PublicScreeningQuestion[],
  values: AnswerValues,
  t: ReturnType<typeof useT>,
): [string, string][] {
  const answers = toAnswers(questions, values);
  const problems: [string, string][] = [];
  for (const q of questions) {
    const a = answers[q.id];
    if (a === undefined) {
      if (q.required) problems.push([q.id, t('screening.required')]);
    } else if (q.kind === 'number') {
      if (typeof a !== 'number' || Number.isNaN(a)) problems.push([q.id, t('screening.number')]);
      else if (q.min != null && a < q.min) problems.push([q.id, t('screening.min', { min: q.min })]);
      else if (q.max != null && a > q.max) problems.push([q.id, t('screening.max', { max: q.max })]);
    }
  }
  return problems;
}

const choice =
  'flex min-h-11 items-center gap-2.5 rounded-lg border border-slate-300 px-3 text-sm text-slate-800';

function Choices({
  name,
  type,
  options,
  register,
  describedBy,
}: {
  name: `answers.${string}`;
  type: 'radio' | 'checkbox';
  options: { value: string; label: string }[];
  register: UseFormRegister<ApplyFormValues>;
  describedBy?: string;
}) {
  return (
    <div className={clsx('grid gap-2', options.length <= 2 ? 'grid-cols-2' : 'sm:grid-cols-2')}>
      {options.map((o) => (
        <label key={o.value} className={choice}>
          <input
            type={type}
            value={o.value}
            className="size-4 accent-primary-700"
            aria-describedby={describedBy}
            {...register(name)}
          />
          {o.label}
        </label>
      ))}
    </div>
  );
}

/** One question with the input its kind needs, its error under it. */
function AnswerField({ q, error }: { q: PublicScreeningQuestion; error?: string }) {
  const t = useT();
  const { register } = useFormContext<ApplyFormValues>();
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const name = `answers.${q.id}` as const;
  const label = (
    <>
      {q.text}
      {q.required ? null : <span className="font-normal text-slate-600">{t('screening.optional')}</span>}
    </>
  );
  const hint =
    q.kind === 'number' && (q.min != null || q.max != null)
      ? q.min != null && q.max != null
        ? t('screening.range', { min: q.min, max: q.max })
        : q.min != null
          ? t('screening.from', { min: q.min })
          : t('screening.upTo', { max: q.max })
      : q.kind === 'multiple_choice'
        ? t('screening.tickAll')
        : null;
  const control =
    q.kind === 'yes_no' ? (
      <Choices
        name={name}
        type="radio"
        register={register}
        describedBy={errorId}
        options={[
          { value: 'yes', label: t('screening.yes') },
          { value: 'no', label: t('screening.no') },
        ]}
      />
    ) : q.kind === 'single_choice' || q.kind === 'multiple_choice' ? (
      <Choices
        name={name}
        type={q.kind === 'single_choice' ? 'radio' : 'checkbox'}
        register={register}
        describedBy={errorId}
        options={q.options.map((o) => ({ value: o, label: o }))}
      />
    ) : (
      <input
        id={id}
        type={q.kind === 'number' ? 'number' : 'text'}
        inputMode={q.kind === 'number' ? 'decimal' : undefined}
        maxLength={q.kind === 'short_text' ? SCREENING_ANSWER_MAX : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className={clsx(
          'h-11 w-full rounded-lg border bg-white px-3.5 text-[15px] text-slate-900',
          'focus:border-primary-700 focus:ring-2 focus:ring-primary-200 focus:outline-none',
          error ? 'border-red-600' : 'border-slate-300',
        )}
        {...register(name)}
      />
    );
  const text = (
    <span className="text-sm font-medium text-slate-800">
      {label}
      {hint ? <span className="block text-xs font-normal text-slate-600">{hint}</span> : null}
    </span>
  );
  return (
    <div className="flex flex-col gap-1.5">
      {q.kind === 'number' || q.kind === 'short_text' ? (
        <>
          <label htmlFor={id}>{text}</label>
          {control}
        </>
      ) : (
        <fieldset aria-invalid={error ? true : undefined} className="flex flex-col gap-1.5">
          <legend className="mb-1.5">{text}</legend>
          {control}
        </fieldset>
      )}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The job's screening questions in the apply dialog. */
export function ScreeningAnswerFields({
  questions,
  errors,
}: {
  questions: PublicScreeningQuestion[];
  errors: FieldErrors<ApplyFormValues>;
}) {
  const t = useT();
  if (!questions.length) return null;
  return (
    <section aria-label={t('screening.label')} className="flex flex-col gap-4 border-t border-slate-200 pt-4">
      <h3 className="text-sm font-semibold text-slate-900">{t('screening.title')}</h3>
      {questions.map((q) => (
        <AnswerField key={q.id} q={q} error={errors.answers?.[q.id]?.message} />
      ))}
    </section>
  );
}
