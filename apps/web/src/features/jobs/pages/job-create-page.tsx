import { PageHeader } from '@/components/ui/page-header';
import { EMPTY_JOB_FORM } from '@/features/jobs/components/job-form-fields/job-form-values';
import { useProfile } from '@/lib/auth';
import { useCanNameClient } from '@/lib/use-can-name-client';
import { JobForm } from '../components/job-form';
import { useT } from '../i18n';

/** management/jobs/create. */
export function JobCreatePage() {
  const t = useT();
  const canNameClient = useCanNameClient();
  const postsForAnyOrganisation = useProfile().data?.permissions.includes('jobs.manage_all') ?? false;
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader title={t('page.post')} description={t('page.postText')} />
      <JobForm
        defaultValues={EMPTY_JOB_FORM}
        showClientCompany={canNameClient}
        showOrganisation={postsForAnyOrganisation}
      />
    </section>
  );
}
