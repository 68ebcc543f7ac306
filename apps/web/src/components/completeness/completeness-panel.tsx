import { clsx } from 'clsx';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One missing part: its text and where it is filled in (`#section` on this page, or a path). */
export type MissingPart = { key: string; text: string; href: string };

type Props = {
  headingId: string;
  title: string;
  /** The score beside the title: "80%", "80% complete". */
  figure: string;
  /** The bar's name for assistive technology; the title when not given. */
  label?: string;
  percent: number;
  missing: MissingPart[];
  /** A line above the missing parts ("Still to do:"). */
  intro?: string;
  /** What shows when nothing is missing. */
  done: string;
  /** The dashboard's smaller card: a quieter figure, plain links, no arrows. */
  compact?: boolean;
  /** Below the list: the dashboard's "Finish your profile". */
  children?: ReactNode;
};

/**
 * A profile's completeness: the score as a bar and what is missing as links to where each is filled in.
 * The candidate's dashboard and profile and the company profile draw it; each brings its own words.
 */
export function CompletenessPanel(p: Props) {
  return (
    <section
      aria-labelledby={p.headingId}
      className={clsx(
        'rounded-2xl border border-slate-200 bg-white shadow-sm',
        p.compact ? 'p-4 sm:p-5' : 'p-5',
      )}
    >
      <div className={clsx('flex justify-between gap-3', p.compact ? 'items-center' : 'items-baseline')}>
        <h2 id={p.headingId} className={clsx('font-semibold text-slate-900', p.compact && 'text-lg')}>
          {p.title}
        </h2>
        <span
          className={clsx('text-primary-800', p.compact ? 'text-sm font-semibold' : 'text-2xl font-bold')}
        >
          {p.figure}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={p.label ?? p.title}
        aria-valuenow={p.percent}
        aria-valuemin={0}
        aria-valuemax={100}
        className={clsx(
          'mt-3 h-2.5 overflow-hidden rounded-full',
          p.compact ? 'bg-slate-100' : 'bg-slate-200',
        )}
      >
        <div
          className="h-full rounded-full bg-primary-600 transition-[width]"
          style={{ width: `${p.percent}%` }}
        />
      </div>
      {p.missing.length === 0 ? (
        <p className={clsx('text-sm', p.compact ? 'mt-3 text-slate-600' : 'mt-4 text-slate-700')}>{p.done}</p>
      ) : p.compact ? (
        <ul className="mt-3 space-y-1 text-sm text-slate-700">
          {p.missing.map((m) => (
            <li key={m.key}>
              <Link to={m.href} className="hover:text-primary-800 hover:underline">
                {m.text}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <>
          {p.intro ? <p className="mt-4 text-sm text-slate-700">{p.intro}</p> : null}
          <ul className="mt-2 flex flex-col gap-1">
            {p.missing.map((m) => (
              <li key={m.key}>
                <a
                  href={m.href}
                  className="inline-flex items-start gap-1.5 rounded text-sm text-primary-800 hover:underline focus-visible:ring-2 focus-visible:ring-primary-300 focus-visible:outline-none"
                >
                  <ArrowRight aria-hidden className="mt-0.5 size-4 shrink-0 rtl:-scale-x-100" />
                  {m.text}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      {p.children}
    </section>
  );
}
