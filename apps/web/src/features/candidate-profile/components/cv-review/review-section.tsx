import type { ReactNode } from 'react';
import { useId } from 'react';

type ReviewSectionProps = {
  title: string;
  /** What saving this section would do, or that it has nothing to save. */
  intro?: ReactNode;
  /** The outcome of the last save (role=status) or its error (role=alert). */
  status?: { kind: 'ok' | 'error'; text: string } | null;
  footer?: ReactNode;
  children: ReactNode;
};

/** One section of the CV review: a heading, its suggestions, its own save. */
export function ReviewSection({ title, intro, status, footer, children }: ReviewSectionProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="border-t border-slate-200 pt-5 first:border-t-0 first:pt-0">
      <h3 id={titleId} className="text-base font-semibold text-slate-900">
        {title}
      </h3>
      {intro ? <p className="mt-1 text-sm text-slate-600">{intro}</p> : null}
      <div className="mt-3">{children}</div>
      {status ? (
        <p
          role={status.kind === 'ok' ? 'status' : 'alert'}
          className={
            status.kind === 'ok'
              ? 'mt-3 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900'
              : 'mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900'
          }
        >
          {status.text}
        </p>
      ) : null}
      {footer ? <div className="mt-3 flex flex-wrap justify-end gap-2">{footer}</div> : null}
    </section>
  );
}
