import { SearchX } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { JobHitCard } from '@/features/job-search/components/job-hit-card';
import { useT } from '@/features/job-search/i18n';
import { usePageTitle } from '@/lib/page-title';
import { useJobSearch } from '../api/search-jobs';
import type { SearchQuery } from '../search-params';

// The gone job's own fields are unknown, so "similar" is the newest open jobs: a visitor from an
// old link or a search engine still has somewhere to go.
const LATEST: SearchQuery = { sort: 'date', page_size: 6 };

/** unauth/jobs/view/{id} for an id that is unknown or no longer public (the server answers 404). */
export function JobGone() {
  const t = useT();
  usePageTitle(t('gone.title'));
  const { data } = useJobSearch(LATEST);
  const hits = data?.data ?? [];
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <section className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-amber-50 text-amber-700">
          <SearchX aria-hidden className="size-7" />
        </span>
        <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{t('gone.title')}</h1>
        <p className="mt-2 text-slate-700">{t('gone.text')}</p>
        <ButtonLink to={paths.unauth.searchJob.href()} className="mt-6">
          {t('gone.search')}
        </ButtonLink>
      </section>
      {hits.length ? (
        <section aria-labelledby="open-jobs-title" className="mt-10">
          <h2 id="open-jobs-title" className="text-xl font-bold text-slate-900">
            {t('gone.openJobs')}
          </h2>
          <ul className="mt-4 grid gap-4 lg:grid-cols-2">
            {hits.map((hit) => (
              <li key={hit.id}>
                <JobHitCard hit={hit} headingLevel="h3" compact />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
