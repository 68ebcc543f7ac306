import { SCREENING_KINDS, SCREENING_TEXT_MAX, type ScreeningKind } from '@portal/contract/screening';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { isOneOf } from '@/lib/one-of';
import { useT } from '../../i18n';
import { type JobFormShape, numberOrNull } from './job-form-values';

const KIND_KEY = {
  yes_no: 'kind.yes_no',
  number: 'kind.number',
  single_choice: 'kind.single_choice',
  multiple_choice: 'kind.multiple_choice',
  short_text: 'kind.short_text',
} as const satisfies Record<ScreeningKind, string>;

import { KnockoutField } from './screening-knockout';

/** The options of a choice question, one per line (kept as typed; the list is what the lines hold). */
function OptionsField({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (v: string[]) => void;
  error?: string;
}) {
  const t = useT();
  const [text, setText] = useState(value.join('\n'));
  return (
    <TextareaField
      label={t('question.options')}
      className="[&_textarea]:min-h-24"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onChange(
          e.target.value
            .split('\n')
            .map((s) => s.trim())
            .filter(Boolean),
        );
      }}
      error={error}
    />
  );
}

type RowProps = { index: number; count: number; onRemove: () => void; onMove: (to: number) => void };

/** One screening question: its kind, text, whether it is required, options or range, knock-out rule. */
export function ScreeningQuestionRow({ index, count, onRemove, onMove }: RowProps) {
  const t = useT();
  const { register, control, setValue, formState } = useFormContext<JobFormShape>();
  const name = `screening_questions.${index}` as const;
  const kind = useWatch({ control, name: `${name}.kind` }) as ScreeningKind;
  const options = (useWatch({ control, name: `${name}.options` }) ?? []) as string[];
  const knockout = useWatch({ control, name: `${name}.knockout` });
  const errors = formState.errors.screening_questions?.[index];
  const msg = (e: unknown) => (e as { message?: string } | undefined)?.message;
  const isChoice = kind === 'single_choice' || kind === 'multiple_choice';
  const kindField = register(`${name}.kind`);

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-900">{t('question.title', { n: index + 1 })}</h3>
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('question.up', { n: index + 1 })}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
            icon={<ArrowUp aria-hidden className="size-4" />}
          />
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('question.down', { n: index + 1 })}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
            icon={<ArrowDown aria-hidden className="size-4" />}
          />
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('question.remove', { n: index + 1 })}
            onClick={onRemove}
            icon={<Trash2 aria-hidden className="size-4" />}
          />
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <SelectField
          label={t('question.kind')}
          options={SCREENING_KINDS.map((k) => ({ value: k, label: t(KIND_KEY[k]) }))}
          error={msg(errors?.kind)}
          {...kindField}
          onChange={(e) => {
            void kindField.onChange(e);
            // A rule or options of another kind would not fit: start the kind afresh.
            const next = e.target.value;
            if (isOneOf(SCREENING_KINDS, next)) {
              setValue(`${name}.knockout`, null);
              setValue(`${name}.min`, null);
              setValue(`${name}.max`, null);
              if (next !== 'single_choice' && next !== 'multiple_choice') setValue(`${name}.options`, []);
            }
          }}
        />
        <TextField
          label={t('question.text')}
          maxLength={SCREENING_TEXT_MAX}
          placeholder={t('question.placeholder')}
          error={msg(errors?.text)}
          {...register(`${name}.text`)}
        />
      </div>
      {isChoice ? (
        <Controller
          control={control}
          name={`${name}.options`}
          render={({ field }) => (
            <OptionsField
              value={field.value ?? []}
              onChange={field.onChange}
              error={msg(errors?.options) ?? msg((errors?.options as unknown[] | undefined)?.find(Boolean))}
            />
          )}
        />
      ) : null}
      {kind === 'number' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('question.min')}
            type="number"
            inputMode="decimal"
            error={msg(errors?.min)}
            {...register(`${name}.min`, { setValueAs: numberOrNull })}
          />
          <TextField
            label={t('question.max')}
            type="number"
            inputMode="decimal"
            error={msg(errors?.max)}
            {...register(`${name}.max`, { setValueAs: numberOrNull })}
          />
        </div>
      ) : null}
      <label className="flex items-center gap-2.5 text-sm text-slate-800">
        <input
          type="checkbox"
          className="size-4 accent-primary-700"
          {...register(`${name}.required`)}
          {...(knockout ? { checked: true, disabled: true } : {})}
        />
        {knockout ? t('question.requiredKnockout') : t('question.required')}
      </label>
      <Controller
        control={control}
        name={`${name}.knockout`}
        render={({ field }) => (
          <KnockoutField
            kind={kind}
            options={options}
            value={field.value}
            onChange={field.onChange}
            errors={{
              rule: msg(errors?.knockout?.rule),
              value: msg(errors?.knockout?.value),
              options: msg(errors?.knockout?.options),
            }}
          />
        )}
      />
    </li>
  );
}
