import { PageHeader } from '@/components/ui/page-header';
import { EmailTemplateForm } from '../components/email-template-form';
import { useT } from '../i18n';

/** management/email-template/create. */
export function EmailTemplateCreatePage() {
  const t = useT();
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader title={t('page.create')} />
      <EmailTemplateForm defaultValues={{ name: '', subject: '', body: '' }} />
    </section>
  );
}
