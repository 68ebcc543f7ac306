import { PageHeader } from '@/components/ui/page-header';
import { EMPTY_JOB_FORM } from '@/features/jobs/components/job-form-fields/job-form-values';
import { useCanNameClient } from '@/lib/use-can-name-client';
import { TemplateForm } from '../components/templates/template-form';

/** management/job-template/create. */
export function TemplateCreatePage() {
  const canNameClient = useCanNameClient();
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader title="Create job template" description="The fields of a job, saved to reuse." />
      <TemplateForm defaultValues={EMPTY_JOB_FORM} showClientCompany={canNameClient} />
    </section>
  );
}
