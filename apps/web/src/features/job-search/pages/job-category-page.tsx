import { jobCategorySchema } from '@portal/contract/jobs';
import { useId, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { NotFoundContent } from '@/components/ui/error-notice';
import { PageHeader } from '@/components/ui/page-header';
import { CardSkeletons } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useT } from '@/features/job-search/i18n';
import { usePageTitle } from '@/lib/page-title';
import { useCategoryCounts } from '../api/get-category-counts';

const TITLES = {
  designation: {
    title: 'category.designation',
    description: 'category.designationDescription',
    filter: 'category.designationFilter',
    none: 'category.designationNone',
  },
  functional_area: {
    title: 'category.functional_area',
    description: 'category.functional_areaDescription',
    filter: 'category.functional_areaFilter',
    none: 'category.functional_areaNone',
  },
  state: {
    title: 'category.state',
    description: 'category.stateDescription',
    filter: 'category.stateFilter',
    none: 'category.stateNone',
  },
} as const;

/** The search filter each category feeds: states are searched as locations. */
const FILTER = { designation: 'designation', functional_area: 'functional_area', state: 'location' } as const;

/**
 * unauth/job-category/{designation|functional_area|state}, and candidate/job/{…} for a signed-in
 * candidate: each value with its open-job count, linking to the search (`searchPath`) filtered by it.
 */
export function JobCategoryPage({ searchPath = paths.unauth.searchJob.href() }: { searchPath?: string }) {
  const t = useT();
  const parsed = jobCategorySchema.safeParse(useParams().category);
  const category = parsed.success ? parsed.data : undefined;
  const { data, isLoading, isError } = useCategoryCounts(category);
  const [filter, setFilter] = useState('');
  const filterId = useId();
  usePageTitle(category ? t(TITLES[category].title) : undefined);
  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return (data ?? []).filter((c) => !needle || c.name.toLowerCase().includes(needle));
  }, [data, filter]);

  if (!category) return <NotFoundContent />;
  const keys = TITLES[category];
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader title={t(keys.title)} description={t(keys.description)} />
      <div className="mb-6 max-w-sm">
        <label htmlFor={filterId} className="text-sm font-medium text-slate-800">
          {t(keys.filter)}
        </label>
        <input
          id={filterId}
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder={t('category.placeholder')}
          className="mt-1.5 h-11 w-full rounded-lg border border-slate-300 bg-white px-3.5 text-[15px] focus:border-primary-700 focus:ring-2 focus:ring-primary-200 focus:outline-none"
        />
      </div>
      {isLoading ? (
        <CardSkeletons count={3} />
      ) : isError ? (
        <EmptyState title={t('category.loadError')}>{t('common.tryAgain')}</EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState title={t(keys.none)}>{filter ? t('category.noMatch', { filter }) : null}</EmptyState>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((item) => (
            <li key={item.id}>
              <Link
                to={`${searchPath}?${FILTER[category]}=${item.id}`}
                className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3.5 shadow-sm hover:border-primary-700 hover:text-primary-800"
              >
                <span className="font-medium text-slate-900">{item.name}</span>
                <span className="shrink-0 rounded-full bg-primary-50 px-2.5 py-0.5 text-sm font-semibold text-primary-800">
                  {item.open_jobs}{' '}
                  <span className="sr-only">{t('category.openJobs', { count: item.open_jobs })}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
