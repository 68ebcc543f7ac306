import { CURRENCIES, SALARY_PERIOD_LABELS, SALARY_PERIODS } from '@portal/contract/jobs';
import { useFormContext } from 'react-hook-form';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { type JobFormShape, numberOrNull } from './job-form-values';

/** Experience in years and the salary range with its currency, period and visibility. */
export function CompensationFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<JobFormShape>();
  const num = { setValueAs: numberOrNull };
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Minimum experience (years)"
          type="number"
          min={0}
          max={50}
          inputMode="numeric"
          error={errors.experience_min?.message}
          {...register('experience_min', num)}
        />
        <TextField
          label="Maximum experience (years)"
          type="number"
          min={0}
          max={50}
          inputMode="numeric"
          error={errors.experience_max?.message}
          {...register('experience_max', num)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Minimum salary"
          type="number"
          min={0}
          inputMode="numeric"
          error={errors.salary_min?.message}
          {...register('salary_min', num)}
        />
        <TextField
          label="Maximum salary"
          type="number"
          min={0}
          inputMode="numeric"
          error={errors.salary_max?.message}
          {...register('salary_max', num)}
        />
        <SelectField
          label="Currency"
          options={CURRENCIES.map((c) => ({ value: c, label: c }))}
          error={errors.salary_currency?.message}
          {...register('salary_currency')}
        />
        <SelectField
          label="Salary period"
          options={SALARY_PERIODS.map((p) => ({ value: p, label: SALARY_PERIOD_LABELS[p] }))}
          error={errors.salary_period?.message}
          {...register('salary_period')}
        />
      </div>
      <label className="flex items-center gap-2.5 text-sm text-slate-800">
        <input type="checkbox" className="size-4 accent-primary-700" {...register('salary_visible')} />
        Show the salary to candidates
      </label>
    </>
  );
}
