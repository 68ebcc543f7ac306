import { clsx } from 'clsx';
import { type ReactNode, useId } from 'react';

type AccountSectionProps = {
  title: string;
  description: ReactNode;
  children: ReactNode;
  /** A card of its own (a page of sections), or plain inside a card the page already draws. */
  framed?: boolean;
  danger?: boolean;
};

/** One account action: its heading, what it does, and its controls. */
export function AccountSection({ title, description, children, framed = true, danger }: AccountSectionProps) {
  const titleId = useId();
  const Heading = framed ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={titleId}
      className={clsx(
        framed
          ? ['rounded-2xl border bg-white p-6 shadow-sm', danger ? 'border-red-200' : 'border-slate-200']
          : 'py-6 first:pt-0 last:pb-0',
      )}
    >
      <Heading
        id={titleId}
        className={clsx('font-semibold text-slate-900', framed ? 'text-lg' : 'text-base')}
      >
        {title}
      </Heading>
      <div className="mt-1 text-sm text-slate-700">{description}</div>
      {children}
    </section>
  );
}
