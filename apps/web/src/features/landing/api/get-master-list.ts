import type { MasterItem, MasterName } from '@portal/contract/master-data';
import { API } from '@portal/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicApi } from '@/lib/api-client';

export async function getMasterList(name: MasterName): Promise<MasterItem[]> {
  const res = await publicApi.get<{ data: MasterItem[] }>(API.master.list(name));
  return res.data.data;
}

/** Master data is public and changes rarely; it survives a logout (key under "public"). */
export const masterListQueryOptions = (name: MasterName) =>
  queryOptions({ queryKey: ['public', 'master', name], queryFn: () => getMasterList(name) });

export function useMasterList(name: MasterName) {
  return useQuery(masterListQueryOptions(name));
}
