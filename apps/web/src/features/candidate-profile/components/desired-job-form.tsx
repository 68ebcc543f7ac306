import { zodResolver } from '@hookform/resolvers/zod';
import { type CandidateProfile, desiredJobSchema } from '@portal/contract/candidate-profile';
import { CURRENCIES, EMPLOYMENT_TYPES } from '@portal/contract/jobs';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { MultiPicker, type PickerOption } from '@/components/ui/multi-picker';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/features/candidate-profile/i18n';
import { useEmploymentTypeLabel } from '@/lib/employment-type';
import { useMasterList } from '@/lib/master-data';
import { useUpdateDesiredJob } from '../api/update-desired-job';
import { numberOrNull, saveWithFieldErrors } from '../form-values';
import { FormActions } from './form-actions';
import { MasterSelect } from './master-select';

type Input = z.input<typeof desiredJobSchema>;
type Output = z.output<typeof desiredJobSchema>;
const FIELDS = [
  'designation_ids',
  'functional_area_ids',
  'industry_ids',
  'location_ids',
  'employment_types',
  'expected_salary',
  'expected_salary_currency',
  'notice_period_id',
] as const;

/** Emirates/states and their cities in one list, cities named with their emirate. */
function useLocationOptions(): PickerOption[] {
  const t = useT();
  const { data: states = [] } = useMasterList('states');
  const { data: cities = [] } = useMasterList('cities');
  return useMemo(() => {
    const stateNames = new Map(states.map((s) => [s.id, s.name]));
    return [
      ...states.map((s) => ({ id: s.id, name: s.name })),
      ...cities.map((c) => ({
        id: c.id,
        name: c.parent_id
          ? t('desired.cityIn', { city: c.name, state: stateNames.get(c.parent_id) ?? '' })
          : c.name,
      })),
    ];
  }, [states, cities, t]);
}

type DesiredJobFormProps = {
  profile: CandidateProfile;
  onDone: () => void;
  onCancel?: () => void;
  saveLabel?: string;
};

export function DesiredJobForm({ profile, onDone, onCancel, saveLabel }: DesiredJobFormProps) {
  const t = useT();
  const typeLabel = useEmploymentTypeLabel();
  const save = useUpdateDesiredJob();
  const d = profile.desired_job;
  const { data: designations = [] } = useMasterList('designations');
  const { data: areas = [] } = useMasterList('functional_areas');
  const { data: industries = [] } = useMasterList('industries');
  const locations = useLocationOptions();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(desiredJobSchema),
    defaultValues: {
      designation_ids: d.designations.map((r) => r.id),
      functional_area_ids: d.functional_areas.map((r) => r.id),
      industry_ids: d.industries.map((r) => r.id),
      location_ids: d.locations.map((r) => r.id),
      employment_types: d.employment_types,
      expected_salary: d.expected_salary,
      expected_salary_currency: d.expected_salary_currency,
      notice_period_id: d.notice_period?.id ?? null,
    },
  });
  const { control, register, formState, setError } = form;
  const onSubmit = form.handleSubmit(async (body) => {
    if (await saveWithFieldErrors(() => save.mutateAsync(body), setError, FIELDS)) onDone();
  });
  const picker = (
    name: 'designation_ids' | 'functional_area_ids' | 'industry_ids' | 'location_ids',
    legend: string,
    options: PickerOption[],
    max: number,
    findLabel: string,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MultiPicker
          legend={legend}
          findLabel={findLabel}
          options={options}
          value={(field.value ?? []).map(Number)}
          onChange={field.onChange}
          max={max}
          error={fieldState.error?.message}
        />
      )}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2">
      {picker('designation_ids', t('desired.roles'), designations, 10, t('desired.findRole'))}
      {picker('functional_area_ids', t('desired.areas'), areas, 10, t('desired.findArea'))}
      <div className="sm:col-span-2">
        {picker('industry_ids', t('desired.industries'), industries, 10, t('desired.findIndustry'))}
      </div>
      <div className="sm:col-span-2">
        {picker('location_ids', t('desired.where'), locations, 20, t('desired.findPlace'))}
      </div>
      <Controller
        control={control}
        name="employment_types"
        render={({ field, fieldState }) => (
          <fieldset className="sm:col-span-2">
            <legend className="mb-2 text-sm font-medium text-slate-800">{t('desired.types')}</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              {EMPLOYMENT_TYPES.map((type) => {
                const value = field.value ?? [];
                return (
                  <label key={type} className="flex items-center gap-2 text-sm text-slate-700">
                    <input
                      type="checkbox"
                      className="size-4 accent-primary-700"
                      checked={value.includes(type)}
                      onChange={(e) =>
                        field.onChange(e.target.checked ? [...value, type] : value.filter((v) => v !== type))
                      }
                    />
                    {typeLabel(type)}
                  </label>
                );
              })}
            </div>
            {fieldState.error?.message ? (
              <p className="mt-1 text-sm text-red-700">{fieldState.error.message}</p>
            ) : null}
          </fieldset>
        )}
      />
      <div className="grid grid-cols-[1fr_7rem] gap-3">
        <TextField
          label={t('desired.salary')}
          type="number"
          inputMode="numeric"
          min={0}
          error={formState.errors.expected_salary?.message}
          {...register('expected_salary', { setValueAs: numberOrNull })}
        />
        <SelectField
          label={t('desired.currency')}
          options={CURRENCIES.map((c) => ({ value: c, label: c }))}
          error={formState.errors.expected_salary_currency?.message}
          {...register('expected_salary_currency')}
        />
      </div>
      <MasterSelect
        control={control}
        name="notice_period_id"
        list="notice_periods"
        label={t('personal.notice')}
      />
      <FormActions isPending={save.isPending} onCancel={onCancel} saveLabel={saveLabel} />
    </form>
  );
}
