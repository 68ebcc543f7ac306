import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { ListPagination } from '@/components/ui/pagination';
import { SearchBox } from '@/components/ui/search-box';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/job-format';
import { useUrlState } from '@/lib/use-url-state';
import { useEmailTemplateList } from '../api/email-templates';
import { EmailTemplateActions } from '../components/email-template-actions';

const PAGE_SIZE = 20;

/** management/email-template: the organisation's e-mail templates; search and page live in the URL. */
export function EmailTemplateListPage() {
  const [{ q, page }, update] = useUrlState({ q: '', page: 1 });
  const list = useEmailTemplateList({ q: q || undefined, page, page_size: PAGE_SIZE });
  const rows = list.data?.data ?? [];
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader
        title="E-mail templates"
        description="Messages to candidates with merge tags: each recipient gets their own name, role and job."
        actions={
          <ButtonLink to={paths.management.emailTemplateCreate.href()} size="sm">
            <Plus aria-hidden className="size-4" />
            Create template
          </ButtonLink>
        }
      />
      <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
        <div className="p-4">
          <SearchBox
            value={q}
            onSearch={(value) => update({ q: value, page: 1 })}
            label="Search e-mail templates"
            placeholder="Template name"
          />
        </div>
        <div aria-busy={list.isFetching} className="border-t border-slate-200">
          {list.isLoading ? (
            <Loading className="flex items-center justify-center gap-2 py-16 text-slate-600" />
          ) : list.isError ? (
            <EmptyState title="The templates could not be loaded">Please try again in a moment.</EmptyState>
          ) : rows.length === 0 ? (
            <EmptyState title="No e-mail templates">
              {q ? `Nothing matches “${q}”.` : 'Create a template to write to candidates in a few clicks.'}
            </EmptyState>
          ) : (
            <ul className="divide-y divide-slate-200">
              {rows.map((t) => (
                <li
                  key={t.id}
                  className="flex flex-col gap-3 p-4 lg:flex-row lg:items-center lg:justify-between"
                >
                  <div className="min-w-0">
                    <Link
                      to={paths.management.emailTemplateView.href({ id: t.id })}
                      className="font-semibold text-slate-900 hover:text-primary-800 hover:underline"
                    >
                      {t.name}
                    </Link>
                    <p className="truncate text-sm text-slate-700">{t.subject}</p>
                    <p className="text-xs text-slate-600">
                      {t.tags.length} merge tag{t.tags.length === 1 ? '' : 's'} · updated{' '}
                      {formatDate(t.updated_at)}
                    </p>
                  </div>
                  <EmailTemplateActions template={t} />
                </li>
              ))}
            </ul>
          )}
        </div>
        {list.data ? (
          <div className="border-t border-slate-200 px-4">
            <ListPagination meta={list.data.meta} onPage={(p) => update({ page: p })} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
