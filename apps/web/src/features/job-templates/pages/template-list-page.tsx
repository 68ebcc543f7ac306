import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { ListPagination } from '@/components/ui/pagination';
import { SearchBox } from '@/components/ui/search-box';
import { paths } from '@/config/paths';
import { employmentTypeLabel, formatDate, formatLocations } from '@/lib/job-format';
import { useUrlState } from '@/lib/use-url-state';
import { useTemplateList } from '../api/templates';
import { TemplateActions } from '../components/template-actions';

const PAGE_SIZE = 20;

/** management/job-template: the organisation's templates; search and page live in the URL. */
export function TemplateListPage() {
  const [{ q, page }, update] = useUrlState({ q: '', page: 1 });
  const list = useTemplateList({ q: q || undefined, page, page_size: PAGE_SIZE });
  const rows = list.data?.data ?? [];

  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader
        title="Job templates"
        description="Reusable job descriptions: start a new job from one in a click."
        actions={
          <ButtonLink to={paths.management.jobTemplateCreate.href()} size="sm">
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
            label="Search templates"
            placeholder="Template name or job title"
          />
        </div>
        <div aria-busy={list.isFetching} className="border-t border-slate-200">
          {list.isLoading ? (
            <Loading className="flex items-center justify-center gap-2 py-16 text-slate-600" />
          ) : list.isError ? (
            <EmptyState title="The templates could not be loaded">Please try again in a moment.</EmptyState>
          ) : rows.length === 0 ? (
            <EmptyState title="No job templates">
              {q ? `Nothing matches “${q}”.` : 'Save a job you post often as a template to reuse it.'}
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
                      to={paths.management.jobTemplateView.href({ id: t.id })}
                      className="font-semibold text-slate-900 hover:text-primary-800 hover:underline"
                    >
                      {t.name}
                    </Link>
                    <p className="text-sm text-slate-700">{t.title}</p>
                    <p className="text-xs text-slate-600">
                      {[
                        formatLocations(t.locations),
                        employmentTypeLabel(t.employment_type),
                        `updated ${formatDate(t.updated_at)}`,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  </div>
                  <TemplateActions template={t} />
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
