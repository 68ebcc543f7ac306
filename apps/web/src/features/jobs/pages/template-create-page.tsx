import { PageHeader } from '@/components/ui/page-header';
import { EMPTY_JOB_FORM } from '@/features/jobs/components/job-form-fields/job-form-values';
import { useCanNameClient } from '@/lib/use-can-name-client';
import { TemplateForm } from '../components/templates/template-form';
import { useT } from '../i18n';

/** management/job-template/create. */
export function TemplateCreatePage() {
  const t = useT();
  const canNameClient = useCanNameClient();
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader title={t('page.tplCreate')} description={t('page.tplCreateText')} />
      <TemplateForm defaultValues={EMPTY_JOB_FORM} showClientCompany={canNameClient} />
    </section>
  );
}
