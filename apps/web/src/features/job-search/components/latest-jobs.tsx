import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { JobHitCard } from '@/features/job-search/components/job-hit-card';
import { useT } from '@/features/job-search/i18n';
import { useLatestJobs } from '../api/get-latest-jobs';

/** The six newest open jobs; the section is left out while there are none. */
export function LatestJobs() {
  const t = useT();
  const { data } = useLatestJobs();
  if (!data?.length) return null;
  return (
    <section aria-labelledby="latest-title" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="latest-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t('latest.title')}
          </h2>
          <p className="mt-2 text-slate-600">{t('latest.text')}</p>
        </div>
        <Link
          to={`${paths.unauth.searchJob.href()}?sort=date`}
          className="inline-flex items-center gap-1 text-sm font-semibold text-primary-800 hover:underline"
        >
          {t('latest.all')}
          <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
        </Link>
      </div>
      <ul className="mt-8 grid gap-4 lg:grid-cols-2">
        {data.map((hit) => (
          <li key={hit.id}>
            <JobHitCard hit={hit} headingLevel="h3" compact />
          </li>
        ))}
      </ul>
    </section>
  );
}
