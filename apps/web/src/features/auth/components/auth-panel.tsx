import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '@/features/auth/i18n';
import { type AuthKind, KIND_COPY } from '../kinds';

type AuthPanelProps = {
  kind: AuthKind;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  wide?: boolean;
};

/** Two columns on large screens: what this account type gets, then the form. */
export function AuthPanel({ kind, title, subtitle, children, wide }: AuthPanelProps) {
  const t = useT();
  const copy = KIND_COPY[kind];
  return (
    <section
      data-full-bleed
      className="bg-gradient-to-b from-primary-50 to-slate-50 px-4 py-10 sm:px-6 lg:py-16"
    >
      <div className="mx-auto grid max-w-6xl overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm lg:grid-cols-[1fr_1.15fr]">
        <div className="hidden flex-col justify-between bg-gradient-to-br from-primary-800 to-slate-900 p-10 text-white lg:flex">
          <div>
            <p className="text-sm font-semibold tracking-wide text-primary-100 uppercase">{t(copy.label)}</p>
            <h2 className="mt-3 text-3xl leading-tight font-bold">{t(copy.heading)}</h2>
            <p className="mt-4 text-slate-200">{t(copy.intro)}</p>
          </div>
          <ul className="mt-10 space-y-4">
            {copy.points.map((point) => (
              <li key={point} className="flex gap-3 text-slate-100">
                <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-primary-200" />
                <span>{t(point)}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className={wide ? 'p-6 sm:p-10' : 'p-6 sm:p-10 lg:px-14'}>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          {subtitle ? <div className="mt-2 text-slate-600">{subtitle}</div> : null}
          <div className="mt-8">{children}</div>
        </div>
      </div>
    </section>
  );
}
