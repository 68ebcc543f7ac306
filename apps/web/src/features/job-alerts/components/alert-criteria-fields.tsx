import { EMPLOYMENT_TYPES } from '@portal/contract/jobs';
import { Controller, useFormContext } from 'react-hook-form';
import { MultiPicker } from '@/components/ui/multi-picker';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/features/job-alerts/i18n';
import { useEmploymentTypeLabel } from '@/lib/employment-type';
import { useMasterList } from '@/lib/master-data';
import { type AlertFormValues, MAX_ALERT_LOCATIONS } from './alert-form-values';

type ListKey = 'designation' | 'functional_area';

function MasterPicker({
  name,
  label,
  list,
}: {
  name: ListKey;
  label: string;
  list: 'designations' | 'functional_areas';
}) {
  const t = useT();
  const { register, formState } = useFormContext<AlertFormValues>();
  const items = useMasterList(list);
  return (
    <SelectField
      label={label}
      placeholder={items.isLoading ? t('fields.loading') : t('fields.any')}
      options={(items.data ?? []).map((item) => ({ value: String(item.id), label: item.name }))}
      error={formState.errors.criteria?.[name]?.message}
      {...register(`criteria.${name}`)}
    />
  );
}

/** Several locations, as the search takes them: emirates, then cities, in one list. */
function LocationsPicker() {
  const t = useT();
  const { control } = useFormContext<AlertFormValues>();
  const states = useMasterList('states');
  const cities = useMasterList('cities');
  // A city is named with its emirate ("Jebel Ali, Dubai"), so the city of Dubai and the emirate of
  // Dubai are two different choices a person can tell apart.
  const stateName = new Map((states.data ?? []).map((st) => [st.id, st.name]));
  const cityLabel = (name: string, state: string | undefined) =>
    !state ? name : name === state ? t('fields.city', { name }) : t('fields.cityIn', { name, state });
  const options = [
    ...(states.data ?? []).map((st) => ({ id: st.id, name: st.name })),
    ...(cities.data ?? []).map((c) => ({
      id: c.id,
      name: cityLabel(c.name, c.parent_id == null ? undefined : stateName.get(c.parent_id)),
    })),
  ];
  return (
    <Controller
      control={control}
      name="criteria.location"
      render={({ field, fieldState }) => (
        <MultiPicker
          legend={t('fields.locations')}
          findLabel={t('fields.findLocation')}
          options={options}
          value={field.value}
          onChange={field.onChange}
          max={MAX_ALERT_LOCATIONS}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** The search filters of an alert made by hand: several locations, one value per other list. */
export function AlertCriteriaFields() {
  const t = useT();
  const typeLabel = useEmploymentTypeLabel();
  const { register, formState } = useFormContext<AlertFormValues>();
  const errors = formState.errors.criteria;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t('fields.keyword')}
        placeholder={t('fields.keywordPlaceholder')}
        className="sm:col-span-2"
        error={errors?.keyword?.message}
        {...register('criteria.keyword')}
      />
      <div className="sm:col-span-2">
        <LocationsPicker />
      </div>
      <MasterPicker name="designation" label={t('fields.designation')} list="designations" />
      <MasterPicker name="functional_area" label={t('fields.functionalArea')} list="functional_areas" />
      <SelectField
        label={t('fields.employmentType')}
        placeholder={t('fields.any')}
        options={EMPLOYMENT_TYPES.map((type) => ({ value: type, label: typeLabel(type) }))}
        error={errors?.employment_type?.message}
        {...register('criteria.employment_type')}
      />
      <TextField
        label={t('fields.experience')}
        type="number"
        inputMode="numeric"
        min={0}
        max={50}
        error={errors?.experience?.message}
        {...register('criteria.experience')}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('fields.salaryMin')}
          type="number"
          inputMode="numeric"
          min={0}
          error={errors?.salary_min?.message}
          {...register('criteria.salary_min')}
        />
        <TextField
          label={t('fields.salaryMax')}
          type="number"
          inputMode="numeric"
          min={0}
          error={errors?.salary_max?.message}
          {...register('criteria.salary_max')}
        />
      </div>
    </div>
  );
}
