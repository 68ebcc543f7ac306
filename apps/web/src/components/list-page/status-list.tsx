import type { Key, ReactNode } from 'react';
import type { ListQuery } from '@/components/ui/list-panel';
import { ListPagination } from '@/components/ui/pagination';
import { StatusListPanel } from '@/components/ui/status-list-panel';
import type { TabItem } from '@/components/ui/tabs';
import type { StatusListUrl } from './use-status-list-url';

type StatusListProps<S extends string, T> = {
  url: StatusListUrl<S>;
  tabs: TabItem<S | 'all'>[];
  list: ListQuery<T>;
  search: { label: string; placeholder: string };
  /** "articles", "subscribers": named in the error and empty states. */
  noun: string;
  emptyHint: ReactNode;
  rowKey: (item: T) => Key;
  rowClassName: string;
  row: (item: T) => ReactNode;
};

/** A staff list with status tabs and a search (StatusListPanel), its rows, and the pager below the card. */
export function StatusList<S extends string, T>({
  url,
  tabs,
  list,
  search,
  noun,
  emptyHint,
  rowKey,
  rowClassName,
  row,
}: StatusListProps<S, T>) {
  const rows = list.data?.data ?? [];
  return (
    <>
      <StatusListPanel
        tabs={{ items: tabs, value: url.filter, onChange: url.onStatus }}
        search={{ ...search, value: url.q, onSearch: url.onSearch }}
        state={{
          isLoading: list.isLoading,
          isError: list.isError,
          isFetching: list.isFetching,
          isEmpty: rows.length === 0,
        }}
        noun={noun}
        emptyHint={emptyHint}
      >
        <ul className="divide-y divide-slate-200">
          {rows.map((item) => (
            <li key={rowKey(item)} className={rowClassName}>
              {row(item)}
            </li>
          ))}
        </ul>
      </StatusListPanel>
      {list.data ? <ListPagination meta={list.data.meta} onPage={url.onPage} /> : null}
    </>
  );
}
