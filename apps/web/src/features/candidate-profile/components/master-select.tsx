import type { MasterName } from '@portal/contract/master-data';
import { useId, useState } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { SelectField } from '@/components/ui/select-field';
import { useT } from '@/features/candidate-profile/i18n';
import { useMasterOptions } from '@/lib/master-data';
import { numberOrNull } from '../form-values';

type MasterSelectProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  list: MasterName;
  label: string;
  /** Only the items under this parent (states of a country, cities of a state). */
  parentId?: number | null;
  placeholder?: string;
  disabled?: boolean;
  onPicked?: () => void;
  /** Words for a filter box above a long list ("Find a country"): typing narrows the options. */
  findLabel?: string;
};

/**
 * One master-data item, controlled so a stored id shows as soon as its list arrives (an
 * uncontrolled select would drop a value whose option was not there yet).
 */
export function MasterSelect<T extends FieldValues>({
  control,
  name,
  list,
  label,
  parentId,
  placeholder,
  disabled,
  onPicked,
  findLabel,
}: MasterSelectProps<T>) {
  const t = useT();
  const { field, fieldState } = useController({ control, name });
  const { items: data, isLoading } = useMasterOptions(list, field.value);
  const filterId = useId();
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  // The chosen item stays in the list, so filtering never changes the value.
  const items = (parentId === undefined ? data : data.filter((i) => i.parent_id === parentId)).filter(
    (i) => !needle || i.id === field.value || i.name.toLowerCase().includes(needle),
  );
  const select = (
    <SelectField
      label={label}
      name={field.name}
      ref={field.ref}
      placeholder={isLoading ? t('master.loading') : (placeholder ?? t('field.notSpecified'))}
      disabled={disabled}
      options={items.map((i) => ({ value: String(i.id), label: i.name }))}
      value={field.value == null ? '' : String(field.value)}
      onChange={(e) => {
        field.onChange(numberOrNull(e.target.value));
        onPicked?.();
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
  if (!findLabel) return select;
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      {select}
      <label htmlFor={filterId} className="sr-only">
        {findLabel}
      </label>
      <input
        id={filterId}
        type="search"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        placeholder={findLabel}
        className="h-9 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm focus:border-primary-700 focus:ring-2 focus:ring-primary-200 focus:outline-none"
      />
    </div>
  );
}
