import { useParams } from 'react-router';
import { NotFoundContent } from '@/components/ui/error-notice';
import { LoadFailed } from '@/components/ui/load-failed';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { toFormValues } from '@/features/jobs/components/job-form-fields/job-form-values';
import { isNotFound } from '@/lib/http-status';
import { usePageTitle } from '@/lib/page-title';
import { useCanNameClient } from '@/lib/use-can-name-client';
import { useTemplate } from '../api/templates';
import { TemplateForm } from '../components/templates/template-form';
import { useT } from '../i18n';

/** management/job-template/edit/{id}. */
export function TemplateEditPage() {
  const t = useT();
  const id = useParams().id ?? '';
  const template = useTemplate(id);
  const canNameClient = useCanNameClient();
  usePageTitle(template.data ? t('page.editTitle', { title: template.data.name }) : undefined);

  if (isNotFound(template.error)) return <NotFoundContent />;
  if (template.isLoading) return <Loading />;
  if (!template.data) return <LoadFailed what={t('page.tplWhat')} />;
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader title={t('page.tplEdit')} description={template.data.name} />
      <TemplateForm
        key={template.data.id}
        templateId={id}
        defaultValues={toFormValues(template.data)}
        showClientCompany={canNameClient || Boolean(template.data.client_company_name)}
      />
    </section>
  );
}
