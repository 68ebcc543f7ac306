import type { CvSearchRow } from '@portal/contract/cv-search';
import { BriefcaseBusiness, Clock, FileText, MapPin, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type Formatter, useFormat } from '@/lib/intl/format';
import { useLocale } from '@/lib/intl/locale-context';
import { useT } from '../i18n';

type CandidateResultRowProps = {
  row: CvSearchRow;
  /** The candidate's page for the recruiter. */
  href: string;
  selected: boolean;
  onSelect: (on: boolean) => void;
  /** Extra content under the row (a folder's note). */
  children?: ReactNode;
  actions?: ReactNode;
};

/** "today", "yesterday", "3 days ago", "2 weeks ago", else the date. */
function activeWhen(f: Formatter, iso: string | null | undefined): string {
  if (!iso) return '';
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return '';
  const days = Math.max(0, Math.floor((Date.now() - then.getTime()) / 86_400_000));
  if (days < 7) return f.relative(-days, 'day');
  if (days < 30) return f.relative(-Math.floor(days / 7), 'week');
  return f.date(iso);
}

/** One candidate of a result list or folder: the facts a recruiter scans, the CV passages, a tick box. */
export function CandidateResultRow({
  row,
  href,
  selected,
  onSelect,
  children,
  actions,
}: CandidateResultRowProps) {
  const t = useT();
  const f = useFormat();
  const ar = useLocale() === 'ar';
  const name = `${row.first_name} ${row.last_name}`;
  const role =
    row.current_title && row.current_employer
      ? t('row.at', { title: row.current_title, employer: row.current_employer })
      : (row.current_title ?? row.current_employer ?? '');
  return (
    <article className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <input
        type="checkbox"
        checked={selected}
        onChange={(e) => onSelect(e.target.checked)}
        aria-label={t('row.select', { name })}
        className="mt-1.5 size-4 shrink-0 accent-primary-700"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h3 className="text-lg font-semibold text-slate-900" translate="no">
            <Link to={href} className="hover:underline focus-visible:underline">
              {name}
            </Link>
          </h3>
          <span className="flex items-center gap-1 text-xs text-slate-600">
            <Clock aria-hidden className="size-3.5" />{' '}
            {t('row.active', { when: activeWhen(f, row.last_active_at) })}
          </span>
        </div>
        {row.headline ? (
          <p dir="auto" className="text-sm text-slate-700">
            {row.headline}
          </p>
        ) : null}
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          {role ? (
            <li className="flex items-center gap-1">
              <BriefcaseBusiness aria-hidden className="size-4 text-slate-500" />
              {role}
            </li>
          ) : null}
          {row.location ? (
            <li className="flex items-center gap-1">
              <MapPin aria-hidden className="size-4 text-slate-500" />
              {(ar && row.location_ar) || row.location}
            </li>
          ) : null}
          {row.total_experience_years != null ? (
            <li>{t('row.experience', { count: row.total_experience_years })}</li>
          ) : null}
          {row.expected_salary != null ? (
            <li className="flex items-center gap-1">
              <Wallet aria-hidden className="size-4 text-slate-500" />
              {t('row.expects', {
                amount: f.money(row.expected_salary, row.expected_salary_currency),
              })}
            </li>
          ) : null}
          {row.notice_period ? (
            <li>{t('row.notice', { period: (ar && row.notice_period_ar) || row.notice_period })}</li>
          ) : null}
          {row.has_cv ? (
            <li className="flex items-center gap-1">
              <FileText aria-hidden className="size-4 text-slate-500" />
              {t('row.cv')}
            </li>
          ) : null}
        </ul>
        {row.snippets.length ? (
          <div className="mt-3 space-y-1 border-s-2 border-primary-200 ps-3 text-sm text-slate-700">
            {row.snippets.map((parts, i) => (
              // Passages have no identity of their own; their order is fixed.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <p key={i}>
                …
                {parts.map((part, j) =>
                  part.hit ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed passage
                    <mark key={j} className="rounded bg-amber-100 px-0.5 text-slate-900">
                      {part.text}
                    </mark>
                  ) : (
                    part.text
                  ),
                )}
                …
              </p>
            ))}
          </div>
        ) : null}
        {row.matched.length ? (
          <p className="mt-3 flex flex-wrap items-center gap-1.5 text-xs">
            <span className="text-slate-600">{t('row.matches')}</span>
            {row.matched.map((m) => (
              <span key={m} className="rounded-full bg-primary-50 px-2 py-0.5 text-primary-900">
                {m}
              </span>
            ))}
          </p>
        ) : null}
        {children}
        {actions ? <div className="mt-3 flex flex-wrap gap-2">{actions}</div> : null}
      </div>
    </article>
  );
}
