import { useParams } from 'react-router';
import { NotFoundContent } from '@/components/ui/error-notice';
import { LoadFailed } from '@/components/ui/load-failed';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { isNotFound } from '@/lib/http-status';
import { usePageTitle } from '@/lib/page-title';
import { useEmailTemplate } from '../api/email-templates';
import { EmailTemplateForm } from '../components/email-template-form';
import { useT } from '../i18n';

/** management/email-template/edit/{id}. */
export function EmailTemplateEditPage() {
  const t = useT();
  const id = useParams().id ?? '';
  const template = useEmailTemplate(id);
  usePageTitle(template.data ? t('page.editTitle', { name: template.data.name }) : undefined);
  if (isNotFound(template.error)) return <NotFoundContent />;
  if (template.isLoading) return <Loading />;
  if (!template.data) return <LoadFailed what={t('page.what')} />;
  const { name, subject, body } = template.data;
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader title={t('page.edit')} description={name} />
      <EmailTemplateForm key={template.data.id} templateId={id} defaultValues={{ name, subject, body }} />
    </section>
  );
}
