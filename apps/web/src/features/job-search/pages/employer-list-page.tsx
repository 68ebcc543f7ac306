import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { ListPagination } from '@/components/ui/pagination';
import { SearchBox } from '@/components/ui/search-box';
import { SelectField } from '@/components/ui/select-field';
import { CardSkeletons } from '@/components/ui/skeleton';
import { useT } from '@/features/job-search/i18n';
import { useMasterList } from '@/lib/master-data';
import { useUrlState } from '@/lib/use-url-state';
import { useEmployerList } from '../api/list-employers';
import { EmployerTile } from '../components/employer-tile';

const PAGE_SIZE = 24;

/** unauth/employer-list: organisations with open jobs; search and page live in the URL. */
export function EmployerListPage() {
  const t = useT();
  const [{ q, page, industry }, update] = useUrlState({ q: '', page: 1, industry: 0 });
  const industries = useMasterList('industries');
  const list = useEmployerList({
    q: q || undefined,
    industry: industry || undefined,
    page,
    page_size: PAGE_SIZE,
  });
  const rows = list.data?.data ?? [];

  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader
        title={t('employers.title')}
        description={t('employers.description')}
        actions={
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:items-end">
            <SelectField
              label={t('employers.industry')}
              className="sm:w-60"
              placeholder={t('employers.allIndustries')}
              value={industry ? String(industry) : ''}
              onChange={(e) => update({ industry: Number(e.target.value) || 0, page: 1 })}
              options={(industries.data ?? []).map((i) => ({ value: String(i.id), label: i.name }))}
            />
            <SearchBox
              value={q}
              onSearch={(value) => update({ q: value, page: 1 })}
              label={t('employers.search')}
              placeholder={t('employers.searchPlaceholder')}
            />
          </div>
        }
      />
      {list.isLoading ? (
        <CardSkeletons count={3} />
      ) : list.isError ? (
        <EmptyState title={t('employers.loadError')}>{t('common.tryAgain')}</EmptyState>
      ) : rows.length === 0 ? (
        <EmptyState title={t('employers.none')}>
          {q || industry ? t('employers.noneFiltered') : t('employers.noneYet')}
        </EmptyState>
      ) : (
        <ul aria-busy={list.isFetching} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {rows.map((employer) => (
            <li key={employer.id} className="min-w-0">
              <EmployerTile employer={employer} />
            </li>
          ))}
        </ul>
      )}
      {list.data ? <ListPagination meta={list.data.meta} onPage={(p) => update({ page: p })} /> : null}
    </section>
  );
}
