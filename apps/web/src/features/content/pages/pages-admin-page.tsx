import { Link } from 'react-router';
import { LoadFailed } from '@/components/ui/load-failed';
import { Loading } from '@/components/ui/loading';
import { Ltr } from '@/components/ui/ltr';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useFormatDateTime } from '@/lib/format-date-time';
import { usePageList } from '../api/list-pages';
import { useT } from '../i18n';
import { pageLayout } from '../page-layout';

/** admin-pannel/pages: every editable content page with who last changed it. */
export function PagesAdminPage() {
  const list = usePageList();
  const t = useT();
  const formatDateTime = useFormatDateTime();
  return (
    <section className="mx-auto w-full max-w-7xl min-w-0 px-4 py-10 sm:px-6">
      <PageHeader title={t('admin.title')} description={t('admin.description')} />
      {list.isLoading ? <Loading /> : null}
      {list.isError ? <LoadFailed what={t('admin.what')} /> : null}
      {list.data ? (
        <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {list.data.map((p) => (
            <li
              key={p.slug}
              className="grid min-w-0 grid-cols-1 gap-1 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4"
            >
              <div className="min-w-0">
                <Link
                  to={paths.admin.page.href({ slug: p.slug })}
                  className="font-semibold break-words text-primary-800 underline-offset-2 hover:underline"
                >
                  {p.title}
                </Link>
                <p className="text-sm break-words text-slate-600">
                  {t(pageLayout(p.slug).eyebrow)} · <Ltr>{p.path}</Ltr>
                </p>
              </div>
              <p className="text-sm text-slate-700 sm:text-end">
                {p.is_default
                  ? t('admin.shipped')
                  : t.rich('admin.edited', {
                      when: formatDateTime(p.updated_at),
                      who: <bdi key="who">{p.updated_by ?? t('history.formerUser')}</bdi>,
                      count: p.revisions,
                      br: () => <br key="br" className="hidden sm:inline" />,
                    })}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
