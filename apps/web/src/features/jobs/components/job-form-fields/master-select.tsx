import type { MasterName } from '@portal/contract/master-data';
import type { FieldError } from 'react-hook-form';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectField } from '@/components/ui/select-field';
import { useMasterOptions } from '@/lib/master-data';
import { useT } from '../../i18n';
import { type JobFormShape, numberOrNull } from './job-form-values';

type MasterSelectProps = {
  name: 'designation_id' | 'functional_area_id' | 'industry_id' | 'education_level_id';
  list: MasterName;
  label: string;
};

/** A select over one master-data list; the empty choice means "not specified". */
export function MasterSelect({ name, list, label }: MasterSelectProps) {
  const t = useT();
  const { register, formState, control } = useFormContext<JobFormShape>();
  const value = numberOrNull(useWatch({ control, name }));
  const { items, isLoading } = useMasterOptions(list, value);
  const error = formState.errors[name] as FieldError | undefined;
  return (
    <SelectField
      label={label}
      placeholder={isLoading ? t('master.loading') : t('master.none')}
      options={items.map((item) => ({ value: String(item.id), label: item.name }))}
      error={error?.message}
      {...register(name, { setValueAs: numberOrNull })}
      // Controlled, so a held item that arrives after the list (useMasterOptions) shows as chosen.
      value={value === null ? '' : String(value)}
    />
  );
}
