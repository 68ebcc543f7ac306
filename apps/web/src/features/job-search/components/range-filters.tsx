import { type FormEvent, useId } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/features/job-search/i18n';
import { useDraft } from '@/lib/use-draft';

export type Ranges = { experience: string; salary_min: string; salary_max: string };

type RangeFiltersProps = { value: Ranges; onApply: (value: Ranges) => void };

const inputClass =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm focus:border-primary-700 focus:ring-2 focus:ring-primary-200 focus:outline-none';

/** Experience (years the candidate has) and a salary range in AED a month; applied together. */
export function RangeFilters({ value, onApply }: RangeFiltersProps) {
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useDraft(value);
  const set = (key: keyof Ranges) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value.replace(/\D/g, '') }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const dirty =
    draft.experience !== value.experience ||
    draft.salary_min !== value.salary_min ||
    draft.salary_max !== value.salary_max;

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4 border-t border-slate-200 py-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-exp`} className="text-sm font-semibold text-slate-900">
          {t('range.experience')}
        </label>
        <input
          id={`${id}-exp`}
          // min and max need a number field; without a type they were invalid HTML (Nu checker).
          type="number"
          inputMode="numeric"
          min={0}
          max={50}
          step={1}
          value={draft.experience}
          onChange={set('experience')}
          placeholder={t('range.experiencePlaceholder')}
          className={inputClass}
        />
      </div>
      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold text-slate-900">{t('range.salary')}</legend>
        <p className="mb-2 text-xs text-slate-600">{t('range.salaryHint')}</p>
        <div className="grid grid-cols-2 gap-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-smin`} className="text-xs text-slate-600">
              {t('range.min')}
            </label>
            <input
              id={`${id}-smin`}
              type="text"
              inputMode="numeric"
              value={draft.salary_min}
              onChange={set('salary_min')}
              placeholder={t('range.minPlaceholder')}
              className={inputClass}
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-smax`} className="text-xs text-slate-600">
              {t('range.max')}
            </label>
            <input
              id={`${id}-smax`}
              type="text"
              inputMode="numeric"
              value={draft.salary_max}
              onChange={set('salary_max')}
              placeholder={t('range.any')}
              className={inputClass}
            />
          </div>
        </div>
      </fieldset>
      <Button type="submit" size="sm" variant="secondary" disabled={!dirty}>
        {t('range.apply')}
      </Button>
    </form>
  );
}
