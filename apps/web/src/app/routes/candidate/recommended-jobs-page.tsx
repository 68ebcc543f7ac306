import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { CardSkeletons } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { RecommendationCard } from '@/features/job-search/components/recommendation-card';
import { PAGE_SIZE, useRecommended } from '@/features/recommended-jobs/api/get-recommended';
import { useT } from './i18n';

const DESIRED_JOB = `${paths.candidate.profile.href()}#desired_job`;

/** /candidate/job/recommended: open jobs ranked by fit, each saying why; the page is in the URL. */
export function RecommendedJobsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const result = useRecommended(page);
  const meta = result.data?.meta;
  const t = useT();

  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <PageHeader
        title={t('recommended.title')}
        description={t('recommended.description')}
        actions={
          <ButtonLink to={DESIRED_JOB} variant="secondary" size="sm">
            {t('candidate.editDesired')}
          </ButtonLink>
        }
      />
      {result.isLoading ? (
        <CardSkeletons count={4} />
      ) : result.isError ? (
        <LoadFailed what={t('recommended.what')} />
      ) : meta?.needs_profile ? (
        <EmptyState title={t('recommended.needProfile')}>
          <p>{t('recommended.needProfileText')}</p>
          <ButtonLink to={DESIRED_JOB} className="mt-4">
            {t('candidate.completeDesired')}
          </ButtonLink>
        </EmptyState>
      ) : result.data?.data.length ? (
        <>
          <ul aria-busy={result.isFetching} className="space-y-4">
            {result.data.data.map((job) => (
              <li key={job.id}>
                <RecommendationCard job={job} />
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            pageSize={meta?.page_size ?? PAGE_SIZE}
            total={meta?.total ?? 0}
            onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
          />
        </>
      ) : (
        <EmptyState title={t('candidate.noRecommendations')}>
          <p>{t('recommended.noMatch')}</p>
          <div className="mt-4 flex flex-wrap justify-center gap-2">
            <ButtonLink to={DESIRED_JOB} variant="secondary">
              {t('candidate.editDesired')}
            </ButtonLink>
            <ButtonLink to={paths.candidate.searchJob.href()}>{t('candidate.searchJobs')}</ButtonLink>
          </div>
        </EmptyState>
      )}
    </section>
  );
}
