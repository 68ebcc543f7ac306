import { useParams, useSearchParams } from 'react-router';
import { EmployerLogo } from '@/components/ui/employer-logo';
import { EmptyState } from '@/components/ui/empty-state';
import { NotFoundContent } from '@/components/ui/error-notice';
import { Loading } from '@/components/ui/loading';
import { Pagination } from '@/components/ui/pagination';
import { CardSkeletons } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { JobHitCard } from '@/features/job-search/components/job-hit-card';
import { useT } from '@/features/job-search/i18n';
import { useCanonicalLink } from '@/lib/canonical-link';
import { isNotFound } from '@/lib/http-status';
import { useMasterLabel } from '@/lib/master-data';
import { usePageTitle } from '@/lib/page-title';
import { useEmployer } from '../api/get-employer';
import { useJobSearch } from '../api/search-jobs';
import { CompanyAbout, CompanyLinks } from '../components/company-about';

const PAGE_SIZE = 20;

/** unauth/employer-job/{company_id}: the company page (about, offices, links, public contacts) and its open jobs. */
export function EmployerJobsPage() {
  const t = useT();
  const id = useParams().company_id ?? '';
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const valid = /^\d+$/.test(id);
  const employer = useEmployer(id);
  const label = useMasterLabel();
  const jobs = useJobSearch(
    { employer: id, sort: 'date', page: String(page), page_size: String(PAGE_SIZE) },
    valid && employer.isSuccess,
  );
  // As the server's head has it (modules/directory/page-head.ts); a later page is a page of its own.
  usePageTitle(
    employer.data
      ? page > 1
        ? t('employerPage.titlePage', { company: employer.data.name, page })
        : t('employerPage.title', { company: employer.data.name })
      : undefined,
  );
  useCanonicalLink(`${paths.unauth.employerJob.href({ company_id: id })}${page > 1 ? `?page=${page}` : ''}`);

  if (!valid || isNotFound(employer.error)) return <NotFoundContent />;
  if (employer.isLoading) return <Loading />;
  if (!employer.data)
    return (
      <p role="alert" className="mx-auto max-w-3xl px-4 py-16 text-center text-slate-700">
        {t('employerPage.loadError')}
      </p>
    );

  const profile = employer.data;
  const hits = jobs.data?.data ?? [];
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:py-10">
      <header className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        {profile.cover ? (
          <img src={profile.cover} alt="" className="aspect-[8/3] max-h-64 w-full object-cover" />
        ) : null}
        <div className="flex flex-col gap-4 p-5 sm:flex-row sm:items-start sm:p-6">
          <EmployerLogo name={profile.name} logo={profile.logo} size="lg" />
          <div className="min-w-0 flex-1">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{profile.name}</h1>
            <p className="mt-1 text-slate-600">
              {t('employerPage.summary', {
                kind:
                  (profile.industry ? label(profile.industry) : null) ??
                  (profile.type === 'consultancy' ? t('employer.consultancy') : t('employer.employer')),
                count: profile.open_jobs,
              })}
            </p>
            <CompanyLinks company={profile} />
          </div>
        </div>
      </header>
      <CompanyAbout company={profile} />
      <h2 className="mt-8 text-xl font-bold text-slate-900">{t('employerPage.openJobs')}</h2>
      <div className="mt-4">
        {jobs.isLoading ? (
          <CardSkeletons count={3} />
        ) : hits.length === 0 ? (
          <EmptyState title={t('employerPage.none')}>{t('employerPage.noneText')}</EmptyState>
        ) : (
          <ul aria-busy={jobs.isFetching} className="flex flex-col gap-4">
            {hits.map((hit) => (
              <li key={hit.id}>
                <JobHitCard hit={hit} headingLevel="h3" source="company_page" />
              </li>
            ))}
          </ul>
        )}
        {jobs.data ? (
          <Pagination
            page={page}
            pageSize={jobs.data.meta.page_size}
            total={jobs.data.meta.total}
            onPage={(p) => setParams(p > 1 ? { page: String(p) } : {})}
          />
        ) : null}
      </div>
    </section>
  );
}
