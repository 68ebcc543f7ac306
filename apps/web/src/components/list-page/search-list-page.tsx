import { Plus } from 'lucide-react';
import type { ComponentProps } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { ListPanel, type ListQuery } from '@/components/ui/list-panel';
import { PageHeader } from '@/components/ui/page-header';
import { useUrlState } from '@/lib/use-url-state';

type PanelProps<T> = ComponentProps<typeof ListPanel<T>>;

type SearchListPageProps<T> = {
  title: string;
  description: string;
  create: { to: string; label: string };
  /** The list's query for a search and a page, which live in the URL. */
  useList: (params: { q?: string; page: number; page_size: number }) => ListQuery<T>;
  pageSize: number;
  search: { label: string; placeholder: string };
} & Pick<PanelProps<T>, 'failed' | 'empty' | 'rowKey' | 'row'>;

/** A staff list page: its title and Create button, then a searchable, paged list in a card. */
export function SearchListPage<T>({
  title,
  description,
  create,
  useList,
  pageSize,
  search,
  ...panel
}: SearchListPageProps<T>) {
  const [{ q, page }, update] = useUrlState({ q: '', page: 1 });
  const list = useList({ q: q || undefined, page, page_size: pageSize });
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader
        title={title}
        description={description}
        actions={
          <ButtonLink to={create.to} size="sm">
            <Plus aria-hidden className="size-4" />
            {create.label}
          </ButtonLink>
        }
      />
      <ListPanel
        search={{ ...search, value: q, onSearch: (value) => update({ q: value, page: 1 }) }}
        list={list}
        onPage={(p) => update({ page: p })}
        {...panel}
      />
    </section>
  );
}
