import type { PageMeta } from '@portal/contract/envelope';
import type { Key, ReactNode } from 'react';
import { useT } from '../i18n';
import { ListCard } from './list-card';
import { SearchBox } from './search-box';

export type ListQuery<T> = {
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  data?: { data: T[]; meta: PageMeta };
};

type ListPanelProps<T> = {
  /** The list's search box, whose text lives in the URL. */
  search: { value: string; onSearch: (value: string) => void; label: string; placeholder: string };
  list: ListQuery<T>;
  /** Title of the card shown when the list fails to load ("The templates could not be loaded"). */
  failed: string;
  /** What an empty list says, with and without a search. */
  empty: { title: string; text: ReactNode };
  rowKey: (item: T) => Key;
  row: (item: T) => ReactNode;
  onPage: (page: number) => void;
};

/**
 * A searchable, paged list in a card: search box, then loading, failure, empty or the rows
 * (one `li` each, stacked on phones, side by side from `lg`), then the pager.
 */
export function ListPanel<T>({ search, list, failed, empty, rowKey, row, onPage }: ListPanelProps<T>) {
  const rows = list.data?.data ?? [];
  const t = useT();
  return (
    <ListCard
      filters={
        <SearchBox
          value={search.value}
          onSearch={search.onSearch}
          label={search.label}
          placeholder={search.placeholder}
        />
      }
      filtersClassName=""
      query={list}
      isEmpty={rows.length === 0}
      failed={failed}
      empty={{
        title: empty.title,
        text: search.value ? t('list.noMatchFor', { search: search.value }) : empty.text,
      }}
      pages={{ meta: list.data?.meta, onPage }}
    >
      <ul className="divide-y divide-slate-200">
        {rows.map((item) => (
          <li
            key={rowKey(item)}
            className="flex flex-col gap-3 p-4 lg:flex-row lg:items-center lg:justify-between"
          >
            {row(item)}
          </li>
        ))}
      </ul>
    </ListCard>
  );
}
