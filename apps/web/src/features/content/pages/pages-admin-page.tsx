import { Link } from 'react-router';
import { LoadFailed } from '@/components/ui/load-failed';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date-time';
import { usePageList } from '../api/list-pages';
import { pageLayout } from '../page-layout';

/** admin-pannel/pages: every editable content page with who last changed it. */
export function PagesAdminPage() {
  const list = usePageList();
  return (
    <section className="mx-auto w-full max-w-7xl min-w-0 px-4 py-10 sm:px-6">
      <PageHeader
        title="Pages"
        description="The text of the about, contact, legal, services and pricing pages. Each save is kept in the page's history."
      />
      {list.isLoading ? <Loading /> : null}
      {list.isError ? <LoadFailed what="list of pages" /> : null}
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
                  {pageLayout(p.slug).eyebrow} · {p.path}
                </p>
              </div>
              <p className="text-sm text-slate-700 sm:text-end">
                {p.is_default ? (
                  'Shipped text'
                ) : (
                  <>
                    Edited {formatDateTime(p.updated_at)}
                    <br className="hidden sm:inline" /> by {p.updated_by ?? 'a former user'} ·{' '}
                    {p.revisions === 1 ? '1 revision' : `${p.revisions} revisions`}
                  </>
                )}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
