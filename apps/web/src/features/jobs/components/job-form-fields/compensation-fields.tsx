import { CURRENCIES, SALARY_PERIODS } from '@portal/contract/jobs';
import { useFormContext } from 'react-hook-form';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useT } from '../../i18n';
import { type JobFormShape, numberOrNull } from './job-form-values';

const PERIOD_KEY = {
  MONTH: 'period.MONTH',
  YEAR: 'period.YEAR',
  WEEK: 'period.WEEK',
  DAY: 'period.DAY',
  HOUR: 'period.HOUR',
} as const satisfies Record<(typeof SALARY_PERIODS)[number], string>;

/** Experience in years and the salary range with its currency, period and visibility. */
export function CompensationFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<JobFormShape>();
  const num = { setValueAs: numberOrNull };
  const t = useT();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('comp.expMin')}
          type="number"
          min={0}
          max={50}
          inputMode="numeric"
          error={errors.experience_min?.message}
          {...register('experience_min', num)}
        />
        <TextField
          label={t('comp.expMax')}
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
          label={t('comp.salaryMin')}
          type="number"
          min={0}
          inputMode="numeric"
          error={errors.salary_min?.message}
          {...register('salary_min', num)}
        />
        <TextField
          label={t('comp.salaryMax')}
          type="number"
          min={0}
          inputMode="numeric"
          error={errors.salary_max?.message}
          {...register('salary_max', num)}
        />
        <SelectField
          label={t('comp.currency')}
          options={CURRENCIES.map((c) => ({ value: c, label: c }))}
          error={errors.salary_currency?.message}
          {...register('salary_currency')}
        />
        <SelectField
          label={t('comp.period')}
          options={SALARY_PERIODS.map((p) => ({ value: p, label: t(PERIOD_KEY[p]) }))}
          error={errors.salary_period?.message}
          {...register('salary_period')}
        />
      </div>
      <label className="flex items-center gap-2.5 text-sm text-slate-800">
        <input type="checkbox" className="size-4 accent-primary-700" {...register('salary_visible')} />
        {t('comp.visible')}
      </label>
    </>
  );
}
