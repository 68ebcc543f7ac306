import { useId } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useSimilarCandidates } from '../api/candidate';
import { useT } from '../i18n';

/** Candidates like the one on the page, each with why, linked to their page. */
export function SimilarCandidates({ id, firstName }: { id: number; firstName: string }) {
  const t = useT();
  const headingId = useId();
  const { data, isLoading, isError } = useSimilarCandidates(id, true);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="similar-candidates"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('similar.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('similar.text', { name: firstName })}</p>
      {isLoading ? (
        <div role="status" className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <span className="sr-only">{t('similar.loading')}</span>
          {[0, 1, 2].map((i) => (
            <div key={i} className="rounded-xl border border-slate-200 p-4">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="mt-2 h-4 w-1/2" />
              <Skeleton className="mt-3 h-4 w-5/6" />
            </div>
          ))}
        </div>
      ) : isError ? (
        <p role="alert" className="mt-4 text-sm text-slate-700">
          {t('similar.error')}
        </p>
      ) : !data?.length ? (
        <p className="mt-4 text-sm text-slate-600">{t('similar.none', { name: firstName })}</p>
      ) : (
        <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {data.map((c) => (
            <li key={c.id}>
              <Link
                to={paths.management.cvSearchView.href({ id: c.id })}
                className="block h-full rounded-xl border border-slate-200 p-4 hover:border-primary-300 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-700"
              >
                <span className="block font-semibold text-primary-800">
                  {c.first_name} {c.last_name}
                </span>
                {c.current_title || c.headline ? (
                  <span className="mt-0.5 block truncate text-sm text-slate-700">
                    {c.current_title ?? c.headline}
                  </span>
                ) : null}
                <span className="mt-0.5 block text-xs text-slate-600">
                  {[
                    c.location,
                    c.total_experience_years != null
                      ? t('similar.years', { count: c.total_experience_years })
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
                <span className="mt-2 block text-sm text-slate-800">{c.reason}</span>
                {c.shared_skills.length ? (
                  <span
                    className="mt-1 block truncate text-xs text-slate-600"
                    title={c.shared_skills.join(', ')}
                  >
                    {c.shared_skills.join(', ')}
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
