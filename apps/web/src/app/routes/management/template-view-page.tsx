import { useParams } from 'react-router';
import { NotFoundContent } from '@/components/ui/error-notice';
import { LoadFailed } from '@/components/ui/load-failed';
import { Loading } from '@/components/ui/loading';
import { JobSummaryCards } from '@/features/job-search/components/job-details/job-summary-cards';
import { useTemplate } from '@/features/jobs/api/templates';
import { TemplateActions } from '@/features/jobs/components/templates/template-actions';
import { isNotFound } from '@/lib/http-status';
import { useJobFormat } from '@/lib/job-format';
import { usePageTitle } from '@/lib/page-title';
import { useT } from './i18n';

/** management/job-template/view/{id}: the template as a job would read, and "create a job from it". */
export function TemplateViewPage() {
  const id = useParams().id ?? '';
  const { data: template, error, isLoading } = useTemplate(id);
  usePageTitle(template?.name);
  const t = useT();
  const { formatDate } = useJobFormat();

  if (isNotFound(error)) return <NotFoundContent />;
  if (isLoading) return <Loading />;
  if (!template) return <LoadFailed what={t('template.what')} />;
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:py-10">
      <header className="mb-6 flex flex-col gap-4">
        <div>
          <p className="text-sm font-medium text-primary-800">
            {t('template.kicker', { name: template.name })}
          </p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight rtl:tracking-normal text-slate-900 sm:text-3xl">
            {template.title}
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            {template.client_company_name
              ? `${t('job.for', { company: template.client_company_name })} · `
              : ''}
            {t('job.updated', { when: formatDate(template.updated_at) })}
          </p>
        </div>
        <TemplateActions template={template} onViewPage />
      </header>
      <div className="flex flex-col gap-6">
        <JobSummaryCards job={template} />
      </div>
    </section>
  );
}
