import { useParams } from 'react-router';
import { NotFoundContent } from '@/components/ui/error-notice';
import { LoadFailed } from '@/components/ui/load-failed';
import { Loading } from '@/components/ui/loading';
import { isNotFound } from '@/lib/http-status';
import { useFormat } from '@/lib/intl/format';
import { usePageTitle } from '@/lib/page-title';
import { useEmailTemplate } from '../api/email-templates';
import { useEmailPreview } from '../api/preview';
import { EmailPreviewPane } from '../components/email-preview-pane';
import { EmailTemplateActions } from '../components/email-template-actions';
import { useT } from '../i18n';

/** management/email-template/view/{id}: the template filled in for a real candidate and job. */
export function EmailTemplateViewPage() {
  const t = useT();
  const f = useFormat();
  const id = useParams().id ?? '';
  const { data: template, error, isLoading } = useEmailTemplate(id);
  const preview = useEmailPreview({ subject: template?.subject ?? '', body: template?.body ?? '' });
  usePageTitle(template?.name);
  if (isNotFound(error)) return <NotFoundContent />;
  if (isLoading) return <Loading />;
  if (!template) return <LoadFailed what={t('page.what')} />;
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:py-10">
      <header className="mb-6 flex flex-col gap-4">
        <div>
          <p className="text-sm font-medium text-primary-800">{t('view.kicker')}</p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {template.name}
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            {t('view.meta', { subject: template.subject, date: f.date(template.updated_at) })}
          </p>
        </div>
        <EmailTemplateActions template={template} onViewPage />
      </header>
      <EmailPreviewPane preview={preview.data} isFetching={preview.isFetching} />
    </section>
  );
}
