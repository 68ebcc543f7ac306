import type { CvSearchRow } from '@portal/contract/cv-search';
import { BriefcaseBusiness, Clock, FileText, MapPin, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { timeAgo } from '@/lib/job-format';

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

const money = new Intl.NumberFormat('en-GB');

/** One candidate of a result list or folder: the facts a recruiter scans, the CV passages, a tick box. */
export function CandidateResultRow({
  row,
  href,
  selected,
  onSelect,
  children,
  actions,
}: CandidateResultRowProps) {
  const name = `${row.first_name} ${row.last_name}`;
  const role = [row.current_title, row.current_employer].filter(Boolean).join(' at ');
  return (
    <article className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <input
        type="checkbox"
        checked={selected}
        onChange={(e) => onSelect(e.target.checked)}
        aria-label={`Select ${name}`}
        className="mt-1.5 size-4 shrink-0 accent-primary-700"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h3 className="text-lg font-semibold text-slate-900">
            <Link to={href} className="hover:underline focus-visible:underline">
              {name}
            </Link>
          </h3>
          <span className="flex items-center gap-1 text-xs text-slate-600">
            <Clock aria-hidden className="size-3.5" /> Active {timeAgo(row.last_active_at).toLowerCase()}
          </span>
        </div>
        {row.headline ? <p className="text-sm text-slate-700">{row.headline}</p> : null}
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
              {row.location}
            </li>
          ) : null}
          {row.total_experience_years != null ? (
            <li>
              {row.total_experience_years} {row.total_experience_years === 1 ? 'year' : 'years'} experience
            </li>
          ) : null}
          {row.expected_salary != null ? (
            <li className="flex items-center gap-1">
              <Wallet aria-hidden className="size-4 text-slate-500" />
              Expects {row.expected_salary_currency} {money.format(row.expected_salary)} a month
            </li>
          ) : null}
          {row.notice_period ? <li>Notice: {row.notice_period}</li> : null}
          {row.has_cv ? (
            <li className="flex items-center gap-1">
              <FileText aria-hidden className="size-4 text-slate-500" />
              CV
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
            <span className="text-slate-600">Matches:</span>
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
