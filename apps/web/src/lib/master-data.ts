import { masterEndpoints } from '@portal/contract/endpoints/master';
import type { Locale } from '@portal/contract/locale';
import type { MasterItem, MasterName } from '@portal/contract/master-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { call } from '@/lib/call';
import { useLocale } from '@/lib/intl/locale-context';
import { publicQueryKeys } from '@/lib/public-query-keys';

/** A master item or a record's reference to one: both names, the Arabic one null where none is set. */
export type Named = { name: string; name_ar?: string | null };

/** The name of a master item in the page's language: Arabic on Arabic pages when it has one. */
export const masterLabel = (item: Named, locale: Locale): string =>
  (locale === 'ar' && item.name_ar?.trim()) || item.name;

/** `masterLabel` bound to the page's language; null and undefined give ''. */
export function useMasterLabel(): (item: Named | null | undefined) => string {
  const locale = useLocale();
  return useCallback((item) => (item ? masterLabel(item, locale) : ''), [locale]);
}

/** The items with `name` in the page's language (English pages get the very same array). */
function localised<T extends Named>(items: T[], locale: Locale): T[] {
  return locale === 'ar' ? items.map((i) => ({ ...i, name: masterLabel(i, locale) })) : items;
}

export async function getMasterList(name: MasterName): Promise<MasterItem[]> {
  const res = await call(masterEndpoints.list, { params: { name } }, { variant: 'public' });
  return res.data.data;
}

/** Master data is public and changes rarely; it survives a logout (a public key). */
export const masterListQueryOptions = (name: MasterName) =>
  queryOptions({
    queryKey: publicQueryKeys.public.masterList(name),
    queryFn: () => getMasterList(name),
    // A list that failed is not fetched again by every select that mounts (forms mount many).
    retryOnMount: false,
  });

/**
 * A master list whose items' `name` is in the page's language (the Arabic name on Arabic pages,
 * the English one where none is set), so every picker, filter and label built on it reads right.
 */
export function useMasterList(name: MasterName, options: { enabled?: boolean } = {}) {
  const locale = useLocale();
  const select = useCallback((items: MasterItem[]) => localised(items, locale), [locale]);
  return useQuery({ ...masterListQueryOptions(name), enabled: options.enabled ?? true, select });
}

/** id -> name (in the page's language) of a master list, for labels of selected filters. */
export function useMasterNames(name: MasterName, enabled = true): Map<string, string> {
  const { data } = useMasterList(name, { enabled });
  return useMemo(() => new Map((data ?? []).map((item) => [String(item.id), item.name])), [data]);
}

async function getMasterItemsByIds(name: MasterName, ids: number[]): Promise<MasterItem[]> {
  const res = await call(
    masterEndpoints.list,
    { params: { name }, query: { ids: ids.join(',') } },
    { variant: 'public' },
  );
  return res.data.data;
}

/**
 * The items a select offers: the list's active items, plus the record's own value when staff have
 * since deactivated or merged it (fetched by id and marked), so editing never shows it blank.
 */
export function useMasterOptions(name: MasterName, held: unknown) {
  const locale = useLocale();
  const list = useMasterList(name);
  const heldId = typeof held === 'number' && held > 0 ? held : null;
  const missing = heldId !== null && list.data !== undefined && !list.data.some((i) => i.id === heldId);
  const extra = useQuery({
    queryKey: publicQueryKeys.public.masterItems(name, heldId),
    queryFn: () => getMasterItemsByIds(name, heldId === null ? [] : [heldId]),
    enabled: missing,
    retryOnMount: false,
  });
  const items = useMemo(() => {
    const active = list.data ?? [];
    if (!missing || !extra.data) return active;
    return [
      ...active,
      ...localised(extra.data, locale).map((i) => ({ ...i, name: `${i.name} (no longer offered)` })),
    ];
  }, [list.data, missing, extra.data, locale]);
  return { items, isLoading: list.isLoading };
}
