import { type ReactNode, useId } from 'react';

/** One section of the settings page: a titled card with a line saying what it changes. */
export function SettingsCard({
  id,
  title,
  description,
  children,
}: {
  /** The section's anchor (the dashboard's setup checklist links to it). */
  id?: string;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className="min-w-0 scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      <div className="mt-4">{children}</div>
    </section>
  );
}
