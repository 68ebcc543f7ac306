import { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES } from '@portal/contract/jobs';
import { useFormContext } from 'react-hook-form';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useMasterList } from '@/lib/master-data';
import type { AlertFormValues } from './alert-form-values';

type ListKey = 'location' | 'designation' | 'functional_area';

type PickerList = 'states' | 'cities' | 'designations' | 'functional_areas';

function MasterPicker({
  name,
  label,
  lists,
}: {
  name: ListKey;
  label: string;
  /** One list, or two shown as one (emirates, then cities). */
  lists: readonly [PickerList] | readonly [PickerList, PickerList];
}) {
  const { register, formState } = useFormContext<AlertFormValues>();
  const first = useMasterList(lists[0]);
  const second = useMasterList(lists[1] ?? lists[0], {
    enabled: lists.length > 1,
  });
  const items = [...(first.data ?? []), ...(lists.length > 1 ? (second.data ?? []) : [])];
  return (
    <SelectField
      label={label}
      placeholder={first.isLoading ? 'Loading...' : 'Any'}
      options={items.map((item) => ({ value: String(item.id), label: item.name }))}
      error={formState.errors.criteria?.[name]?.message}
      {...register(`criteria.${name}`)}
    />
  );
}

/** The search filters of an alert made by hand: one value per list, like a quick search. */
export function AlertCriteriaFields() {
  const { register, formState } = useFormContext<AlertFormValues>();
  const errors = formState.errors.criteria;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Keyword"
        placeholder="e.g. forklift, SAP, customs"
        className="sm:col-span-2"
        error={errors?.keyword?.message}
        {...register('criteria.keyword')}
      />
      <MasterPicker name="location" label="Location (emirate or city)" lists={['states', 'cities']} />
      <MasterPicker name="designation" label="Designation" lists={['designations']} />
      <MasterPicker name="functional_area" label="Functional area" lists={['functional_areas']} />
      <SelectField
        label="Employment type"
        placeholder="Any"
        options={EMPLOYMENT_TYPES.map((t) => ({ value: t, label: EMPLOYMENT_TYPE_LABELS[t] }))}
        error={errors?.employment_type?.message}
        {...register('criteria.employment_type')}
      />
      <TextField
        label="Experience (years)"
        type="number"
        inputMode="numeric"
        min={0}
        max={50}
        error={errors?.experience?.message}
        {...register('criteria.experience')}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="Salary from (AED a month)"
          type="number"
          inputMode="numeric"
          min={0}
          error={errors?.salary_min?.message}
          {...register('criteria.salary_min')}
        />
        <TextField
          label="Salary up to (AED a month)"
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
