import { type ReactNode, type Ref, type TextareaHTMLAttributes, useId } from 'react';
import { controlClass, describedBy, FieldShell } from './field-shell';

type TextareaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
};

export function TextareaField({ label, error, hint, className, id, ref, ...rest }: TextareaFieldProps) {
  const autoId = useId();
  const areaId = id ?? autoId;
  return (
    <FieldShell id={areaId} label={label} error={error} hint={hint} className={className}>
      <textarea
        id={areaId}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(areaId, error, hint)}
        className={`${controlClass(error)} min-h-40 py-2.5 leading-relaxed`}
        {...rest}
      />
    </FieldShell>
  );
}
