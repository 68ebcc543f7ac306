import { type ReactNode, useId } from 'react';
import { useT } from '../i18n';
import { EmptyState } from './empty-state';
import { Loading } from './loading';
import { SearchBox } from './search-box';
import { type TabItem, Tabs } from './tabs';

type StatusListPanelProps<T extends string> = {
  tabs: { items: TabItem<T>[]; value: T; onChange: (value: T) => void };
  search: { value: string; onSearch: (value: string) => void; label: string; placeholder: string };
  state: { isLoading: boolean; isError: boolean; isFetching: boolean; isEmpty: boolean };
  /** "articles", "subscribers": named in the error and empty states. */
  noun: string;
  /** What the empty state says when no search is on. */
  emptyHint: ReactNode;
  children: ReactNode;
};

/**
 * A staff list's card: status tabs and a search above, then the rows, or the loading, error or
 * empty state in their place. The rows are the tab panel.
 */
export function StatusListPanel<T extends string>({
  tabs,
  search,
  state,
  noun,
  emptyHint,
  children,
}: StatusListPanelProps<T>) {
  const panelId = useId();
  const t = useT();
  return (
    <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-col gap-3 p-4 lg:flex-row lg:items-center lg:justify-between">
        <Tabs
          items={tabs.items}
          value={tabs.value}
          onChange={tabs.onChange}
          panelId={panelId}
          label={t('list.status')}
        />
        <SearchBox
          value={search.value}
          onSearch={search.onSearch}
          label={search.label}
          placeholder={search.placeholder}
        />
      </div>
      <div id={panelId} role="tabpanel" aria-busy={state.isFetching} className="border-t border-slate-200">
        {state.isLoading ? (
          <Loading />
        ) : state.isError ? (
          <EmptyState title={t('list.failed', { noun })}>{t('tryAgain')}</EmptyState>
        ) : state.isEmpty ? (
          <EmptyState title={t('list.empty', { noun })}>
            {search.value ? t('list.noMatch') : emptyHint}
          </EmptyState>
        ) : (
          children
        )}
      </div>
    </div>
  );
}
