import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { ListPagination } from '@/components/ui/pagination';
import { CardSkeletons } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useSavedJobs } from '@/features/applications/api/list-saved-jobs';
import { useJobStates } from '@/features/job-search/api/job-states';
import { useUrlState } from '@/lib/use-url-state';
import { useT } from './i18n';
import { SavedJobCard } from './saved-job-card';

/** candidate/job/saved: saved jobs, newest first; a job that closed stays, marked closed. */
export function SavedJobsPage() {
  const [state, setState] = useUrlState({ page: 1 });
  const list = useSavedJobs(state.page);
  const t = useT();
  const states = useJobStates(list.data?.data.map((s) => s.job.id) ?? [], true);

  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader title={t('saved.title')} description={t('saved.description')} />
      {list.isLoading ? (
        <CardSkeletons count={3} />
      ) : list.isError || !list.data ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {t('saved.failed')}
        </p>
      ) : list.data.data.length === 0 ? (
        <EmptyState title={t('saved.empty')}>
          {t('saved.emptyText')}
          <div className="mt-4">
            <ButtonLink to={paths.candidate.searchJob.href()}>{t('candidate.searchJobs')}</ButtonLink>
          </div>
        </EmptyState>
      ) : (
        <>
          <ul className="flex flex-col gap-4">
            {list.data.data.map((s) => (
              <li key={s.job.id}>
                <SavedJobCard saved={s} applied={states.applied.get(s.job.id)} />
              </li>
            ))}
          </ul>
          <ListPagination meta={list.data.meta} onPage={(page) => setState({ page })} />
        </>
      )}
    </section>
  );
}
