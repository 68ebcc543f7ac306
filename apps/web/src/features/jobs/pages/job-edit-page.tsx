import { useParams } from 'react-router';
import { NotFoundContent } from '@/components/ui/error-notice';
import { LoadFailed } from '@/components/ui/load-failed';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { toFormValues } from '@/features/jobs/components/job-form-fields/job-form-values';
import { isNotFound } from '@/lib/http-status';
import { usePageTitle } from '@/lib/page-title';
import { useCanNameClient } from '@/lib/use-can-name-client';
import { useJob } from '../api/get-job';
import { JobForm } from '../components/job-form';
import { JobStatusBadge } from '../components/job-status-badge';
import { useT } from '../i18n';

/** management/jobs/edit/{id}. */
export function JobEditPage() {
  const t = useT();
  const id = useParams().id ?? '';
  const job = useJob(id);
  const canNameClient = useCanNameClient();
  usePageTitle(job.data ? t('page.editTitle', { title: job.data.title }) : undefined);

  if (isNotFound(job.error)) return <NotFoundContent />;
  if (job.isLoading) return <Loading />;
  if (!job.data) return <LoadFailed what={t('page.what')} />;
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader title={t('page.edit')} description={<JobStatusBadge status={job.data.status} />} />
      <JobForm
        key={job.data.id}
        jobId={id}
        status={job.data.status}
        defaultValues={toFormValues(job.data)}
        showClientCompany={canNameClient || Boolean(job.data.client_company_name)}
      />
    </section>
  );
}
