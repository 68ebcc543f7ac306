import { clsx } from 'clsx';
import { type ReactNode, useEffect } from 'react';
import { useLocale } from '@/lib/intl/locale-context';
import { loadArabicValidation, translateValidation } from '@/lib/intl/validation-messages';

export const controlClass = (error?: string) =>
  clsx(
    'w-full rounded-lg border bg-white px-3.5 text-[15px] text-slate-900 placeholder:text-slate-500',
    'focus:border-primary-700 focus:ring-2 focus:ring-primary-200 focus:outline-none disabled:bg-slate-100',
    error ? 'border-red-600' : 'border-slate-300',
  );

type FieldShellProps = {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** Label, control, then the hint or the error, with the ids a control's aria-describedby points at. */
export function FieldShell({ id, label, error: given, hint, className, children }: FieldShellProps) {
  // A contract rule's message (the same schema validates in the browser) in the page's language.
  const locale = useLocale();
  // A form on an Arabic page loads zod's Arabic and the contract's catalogue as it opens, before
  // anything is validated; pages without a form never load them (zod alone is 65 KB of brotli).
  useEffect(() => {
    if (locale === 'ar') void loadArabicValidation();
  }, [locale]);
  const error = given === undefined ? undefined : translateValidation(given, locale);
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  return (
    [error ? `${id}-error` : null, hint && !error ? `${id}-hint` : null].filter(Boolean).join(' ') ||
    undefined
  );
}
