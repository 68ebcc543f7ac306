import { SCREENING_MAX_QUESTIONS } from '@portal/contract/screening';
import { Plus } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useT } from '../../i18n';
import type { JobFormShape } from './job-form-values';
import { ScreeningQuestionRow } from './screening-question-row';

/**
 * The job's (or template's) screening questions and whether a failed knock-out declines the
 * application at once. Up to 20 questions.
 */
export function ScreeningQuestions() {
  const t = useT();
  const { control, register, formState } = useFormContext<JobFormShape>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'screening_questions' });
  const listError =
    formState.errors.screening_questions?.message ?? formState.errors.screening_questions?.root?.message;
  const full = fields.length >= SCREENING_MAX_QUESTIONS;

  return (
    <>
      <p className="text-sm text-slate-600">{t('screening.intro')}</p>
      {fields.length ? (
        <ol className="flex flex-col gap-3">
          {fields.map((f, i) => (
            <ScreeningQuestionRow
              key={f.id}
              index={i}
              count={fields.length}
              onRemove={() => remove(i)}
              onMove={(to) => move(i, to)}
            />
          ))}
        </ol>
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
          {t('screening.none')}
        </p>
      )}
      {listError ? (
        <p role="alert" className="text-sm text-red-700">
          {listError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          disabled={full}
          icon={<Plus aria-hidden className="size-4" />}
          onClick={() =>
            append({
              kind: 'yes_no',
              text: '',
              required: true,
              options: [],
              min: null,
              max: null,
              knockout: null,
            })
          }
        >
          {t('screening.add')}
        </Button>
        {full ? (
          <span className="text-sm text-slate-600">
            {t('screening.max', { max: SCREENING_MAX_QUESTIONS })}
          </span>
        ) : null}
      </div>
      <label className="flex items-start gap-2.5 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-primary-700"
          {...register('screening_auto_decline')}
        />
        <span>
          {t('screening.autoDecline')}
          <span className="block text-xs text-slate-600">{t('screening.autoDeclineHelp')}</span>
        </span>
      </label>
    </>
  );
}
