import type { MasterName } from '@portal/contract/master-data';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { SelectField } from '@/components/ui/select-field';
import { useMasterList } from '@/lib/master-data';
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
  placeholder = 'Not specified',
  disabled,
  onPicked,
}: MasterSelectProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const { data = [], isLoading } = useMasterList(list);
  const items = parentId === undefined ? data : data.filter((i) => i.parent_id === parentId);
  return (
    <SelectField
      label={label}
      name={field.name}
      ref={field.ref}
      placeholder={isLoading ? 'Loading...' : placeholder}
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
}
