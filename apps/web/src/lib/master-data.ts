import { masterEndpoints } from '@portal/contract/endpoints/master';
import type { MasterItem, MasterName } from '@portal/contract/master-data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { call } from '@/lib/call';
import { publicQueryKeys } from '@/lib/public-query-keys';

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

export function useMasterList(name: MasterName, options: { enabled?: boolean } = {}) {
  return useQuery({ ...masterListQueryOptions(name), enabled: options.enabled ?? true });
}

/** id -> name of a master list, for labels of selected filters. */
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
    return [...active, ...extra.data.map((i) => ({ ...i, name: `${i.name} (no longer offered)` }))];
  }, [list.data, missing, extra.data]);
  return { items, isLoading: list.isLoading };
}
