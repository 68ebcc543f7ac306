import { ExternalLink } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { NotFoundContent } from '@/components/ui/error-notice';
import { LoadFailed } from '@/components/ui/load-failed';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { CONTENT_PAGES } from '@/config/paths';
import { useFormatDateTime } from '@/lib/format-date-time';
import { isNotFound } from '@/lib/http-status';
import { useManagedPage } from '../api/get-managed-page';
import { PageEditor } from '../components/page-editor';
import { useT } from '../i18n';

/** admin-pannel/pages/{slug}: edit one content page, preview it and go through its history. */
export function PageEditPage() {
  const { slug = '' } = useParams();
  const known = CONTENT_PAGES.some((p) => p.slug === slug);
  const page = useManagedPage(slug);
  const t = useT();
  const formatDateTime = useFormatDateTime();
  if (!known || isNotFound(page.error)) return <NotFoundContent />;
  if (page.isLoading) return <Loading />;
  if (!page.data) return <LoadFailed what={t('edit.what')} />;
  const data = page.data;
  return (
    <section className="mx-auto w-full max-w-7xl min-w-0 px-4 py-10 sm:px-6">
      <PageHeader
        title={t('edit.title', { title: data.title })}
        description={
          <>
            {data.is_default
              ? t('edit.shipped')
              : t.rich('edit.lastSaved', {
                  when: formatDateTime(data.updated_at),
                  // Isolated: an English name's end no longer takes the sentence's full stop with it.
                  who: <bdi key="who">{data.updated_by ?? t('history.formerUser')}</bdi>,
                })}{' '}
            <Link
              to={data.path}
              target="_blank"
              className="inline-flex items-center gap-1 font-medium text-primary-800 underline"
            >
              {t('edit.open')}
              <ExternalLink aria-hidden className="size-3.5" />
              <span className="sr-only">{t('edit.newTab')}</span>
            </Link>
          </>
        }
      />
      {/* A new key per saved version, so the form starts from the text just saved or restored. */}
      <PageEditor key={data.updated_at ?? 'shipped'} page={data} />
    </section>
  );
}
