import type { ReactNode } from 'react';

/**
 * A form's "Arabic (optional)" part: the Arabic fields of a record written in both languages, under
 * their legend and what they are for.
 */
export function ArabicSection({
  legend,
  hint,
  children,
}: {
  legend: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-base font-semibold text-slate-900">{legend}</legend>
      <p className="text-sm text-slate-600">{hint}</p>
      {children}
    </fieldset>
  );
}
