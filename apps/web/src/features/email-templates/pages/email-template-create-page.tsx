import { PageHeader } from '@/components/ui/page-header';
import { EmailTemplateForm } from '../components/email-template-form';

/** management/email-template/create. */
export function EmailTemplateCreatePage() {
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader title="Create e-mail template" />
      <EmailTemplateForm defaultValues={{ name: '', subject: '', body: '' }} />
    </section>
  );
}
