import { useParams } from 'react-router';
import { NotFoundContent } from '@/components/ui/error-notice';
import { LoadFailed } from '@/components/ui/load-failed';
import { Loading } from '@/components/ui/loading';
import { JobSummaryCards } from '@/features/job-search/components/job-details/job-summary-cards';
import { useJob } from '@/features/jobs/api/get-job';
import { JobStats } from '@/features/jobs/components/job-stats';
import { JobStatusBadge } from '@/features/jobs/components/job-status-badge';
import { JobLanguageNote } from '@/features/jobs/components/job-title';
import { JobViewActions } from '@/features/jobs/components/job-view-actions';
import { ApplicantOffer } from '@/features/offers/components/applicant-offer';
import { ApplicantsSection } from '@/features/recruiting/components/applicants/applicants-section';
import { AddTaskButton } from '@/features/tasks/components/add-task-button';
import { useHasPermission } from '@/lib/auth';
import { isNotFound } from '@/lib/http-status';
import { chooseText } from '@/lib/intl/bilingual';
import { useLocale } from '@/lib/intl/locale-context';
import { useJobFormat } from '@/lib/job-format';
import { usePageTitle } from '@/lib/page-title';
import { useT } from './i18n';

/** management/jobs/view/{id}: the job, its status and actions, views and applications by status. */
export function JobViewPage() {
  const id = useParams().id ?? '';
  const { data: job, error, isLoading } = useJob(id);
  const tasks = useHasPermission('tasks.manage');
  const locale = useLocale();
  usePageTitle(job ? chooseText(locale, job.title, job.title_ar).text : undefined);
  const t = useT();
  const { formatDate } = useJobFormat();

  if (isNotFound(error)) return <NotFoundContent />;
  if (isLoading) return <Loading />;
  if (!job) return <LoadFailed what={t('job.what')} />;
  const title = chooseText(locale, job.title, job.title_ar);
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <header className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1
              className="text-2xl font-bold tracking-tight rtl:tracking-normal text-slate-900 sm:text-3xl"
              {...title.attrs}
            >
              {title.text}
            </h1>
            <JobStatusBadge status={job.status} />
          </div>
          <JobLanguageNote job={job} className="mt-1 text-sm text-slate-600" />
          <p className="mt-1 text-sm text-slate-600">
            {job.client_company_name ? `${t('job.for', { company: job.client_company_name })} · ` : ''}
            {job.employer.name} · {t('job.updated', { when: formatDate(job.updated_at) })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <JobViewActions job={job} />
          {tasks ? <AddTaskButton subject={{ type: 'job', id: job.id, label: job.title }} /> : null}
        </div>
      </header>
      {/* Drafts have never been open, so they have no applicants to work. */}
      {job.status !== 'draft' ? (
        <div className="mb-6">
          <ApplicantsSection
            jobId={id}
            panelExtra={(a) => (
              <>
                <ApplicantOffer applicationId={a.id} status={a.status} candidate={a.name} />
                {tasks ? (
                  <div className="mt-3">
                    <AddTaskButton
                      subject={{ type: 'application', id: a.id, label: `${a.name} for ${job.title}` }}
                    />
                  </div>
                ) : null}
              </>
            )}
          />
        </div>
      ) : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <JobSummaryCards job={job} />
        </div>
        <div className="lg:sticky lg:top-24 lg:self-start">
          <JobStats job={job} />
        </div>
      </div>
    </section>
  );
}
