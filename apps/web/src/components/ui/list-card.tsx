import type { PageMeta } from '@portal/contract/envelope';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useT } from '../i18n';
import { EmptyState } from './empty-state';
import { Loading } from './loading';
import { ListPagination } from './pagination';

type ListCardProps = {
  /** What narrows the list, above it: a search, selects, status tabs. */
  filters: ReactNode;
  /** The filters' layout (a grid of fields, or tabs beside a search). */
  filtersClassName: string;
  /** The list's query (its loading, failure and refetch), and whether it holds no rows. */
  query: { isLoading: boolean; isError: boolean; isFetching: boolean };
  isEmpty: boolean;
  /** Title of the card shown when the list fails to load ("The audit log could not be loaded"). */
  failed: string;
  /** What an empty list says, with or without filters (the caller knows which). */
  empty: { title: string; text: ReactNode };
  /** The rows are the panel of status tabs among the filters. */
  tabPanelId?: string;
  /** The rows are announced as they change (filters that apply as soon as they are set). */
  live?: boolean;
  /** The list's pages: a pager under the rows once there is anything to page. */
  pages?: { meta: PageMeta | undefined; onPage: (page: number) => void };
  /** The rows: a table, or a list. */
  children: ReactNode;
  /** Below the rows and the pager, inside the card (CSV import and export). */
  footer?: ReactNode;
};

/**
 * A staff list in a card: its filters, then loading, failure, empty or the rows, then the pager.
 * Every admin list page is built of it; what differs is what the filters and the rows are.
 */
export function ListCard({
  filters,
  filtersClassName,
  query,
  isEmpty,
  failed,
  empty,
  tabPanelId,
  live = false,
  pages,
  children,
  footer,
}: ListCardProps) {
  const t = useT();
  return (
    <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className={clsx('p-4', filtersClassName)}>{filters}</div>
      <div
        id={tabPanelId}
        role={tabPanelId ? 'tabpanel' : undefined}
        aria-busy={query.isFetching}
        aria-live={live ? 'polite' : undefined}
        className="border-t border-slate-200"
      >
        {query.isLoading ? (
          <Loading className="flex items-center justify-center gap-2 py-16 text-slate-600" />
        ) : query.isError ? (
          <EmptyState title={failed}>{t('tryAgain')}</EmptyState>
        ) : isEmpty ? (
          <EmptyState title={empty.title}>{empty.text}</EmptyState>
        ) : (
          children
        )}
      </div>
      {pages?.meta && pages.meta.total > 0 ? (
        <div className="border-t border-slate-200 px-4">
          <ListPagination meta={pages.meta} onPage={pages.onPage} />
        </div>
      ) : null}
      {footer}
    </div>
  );
}
