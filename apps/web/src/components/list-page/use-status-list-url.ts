import { intlLocale } from '@portal/contract/locale';
import type { TabItem } from '@/components/ui/tabs';
import { pageLocale } from '@/lib/intl/page-locale';
import { oneOf } from '@/lib/one-of';
import { useUrlState } from '@/lib/use-url-state';
import { useT } from '../i18n';

// statusTabs runs outside a component's render of this catalogue: on an Arabic page, fetch it now.
if (pageLocale === 'ar') void useT.load();

/**
 * A status-tabbed list's status, search and page, which live in the URL; a status the list does not
 * know falls back to `fallback`. Changing the status or the search goes back to page 1.
 */
export function useStatusListUrl<S extends string>(statuses: readonly S[], fallback: S | 'all') {
  const [{ status, q, page }, update] = useUrlState({ status: fallback as string, q: '', page: 1 });
  const filter: S | 'all' = status === 'all' ? 'all' : (oneOf(statuses, status) ?? fallback);
  return {
    filter,
    q,
    page,
    /** The filter as the API takes it: no status for All, no search when empty. */
    query: { status: filter === 'all' ? undefined : filter, q: q || undefined },
    onStatus: (value: S | 'all') => update({ status: value, page: 1 }),
    onSearch: (value: string) => update({ q: value, page: 1 }),
    onPage: (value: number) => update({ page: value }),
  };
}

export type StatusListUrl<S extends string> = ReturnType<typeof useStatusListUrl<S>>;

/** The status tabs, each with its count once the list has loaded; All first (with the total) or last. */
export function statusTabs<S extends string>(
  statuses: readonly S[],
  labels: Record<S, string>,
  counts: Record<S, number> | undefined,
  all: 'first' | 'last',
): TabItem<S | 'all'>[] {
  // Staff lists render in the browser: the page's language is the address's.
  const t = useT.translator(pageLocale, intlLocale(pageLocale, 'latn'));
  const counted = (label: string, n: number | undefined) =>
    n === undefined ? label : t('list.counted', { label, count: n });
  const each = statuses.map((value) => ({ value, label: counted(labels[value], counts?.[value]) }));
  if (all === 'last') return [...each, { value: 'all', label: t('list.all') }];
  const total = counts ? statuses.reduce((sum, s) => sum + counts[s], 0) : undefined;
  return [{ value: 'all', label: counted(t('list.all'), total) }, ...each];
}
