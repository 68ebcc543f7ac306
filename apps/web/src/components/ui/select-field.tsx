import { type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';
import { controlClass, describedBy, FieldShell } from './field-shell';

export type SelectOption = { value: string; label: string };

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: SelectOption[];
  /** A first, empty option ("Any", "Choose..."). */
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
};

export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  className,
  id,
  ref,
  ...rest
}: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <FieldShell id={selectId} label={label} error={error} hint={hint} className={className}>
      <select
        id={selectId}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, error, hint)}
        className={`${controlClass(error)} h-11`}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
