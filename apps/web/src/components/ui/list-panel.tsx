import type { PageMeta } from '@portal/contract/envelope';
import type { Key, ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { Loading } from './loading';
import { ListPagination } from './pagination';
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
  return (
    <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="p-4">
        <SearchBox
          value={search.value}
          onSearch={search.onSearch}
          label={search.label}
          placeholder={search.placeholder}
        />
      </div>
      <div aria-busy={list.isFetching} className="border-t border-slate-200">
        {list.isLoading ? (
          <Loading className="flex items-center justify-center gap-2 py-16 text-slate-600" />
        ) : list.isError ? (
          <EmptyState title={failed}>Please try again in a moment.</EmptyState>
        ) : rows.length === 0 ? (
          <EmptyState title={empty.title}>
            {search.value ? `Nothing matches “${search.value}”.` : empty.text}
          </EmptyState>
        ) : (
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
        )}
      </div>
      {list.data ? (
        <div className="border-t border-slate-200 px-4">
          <ListPagination meta={list.data.meta} onPage={onPage} />
        </div>
      ) : null}
    </div>
  );
}
