import { clsx } from 'clsx';
import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  labelClassName?: string;
};

/** A labelled input with its error under it, wired for screen readers (aria-invalid, aria-describedby). */
export function TextField({
  label,
  error,
  hint,
  className,
  labelClassName,
  id,
  ref,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className={clsx('text-sm font-medium text-slate-800', labelClassName)}>
        {label}
      </label>
      <input
        id={inputId}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={clsx(
          'h-11 w-full rounded-lg border bg-white px-3.5 text-[15px] text-slate-900 placeholder:text-slate-500',
          'focus:border-primary-700 focus:ring-2 focus:ring-primary-200 focus:outline-none',
          error ? 'border-red-600' : 'border-slate-300',
        )}
        {...rest}
      />
      {hint && !error ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
