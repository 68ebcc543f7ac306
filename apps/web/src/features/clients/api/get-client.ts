import type { Client } from '@portal/contract/clients';
import { employersEndpoints } from '@portal/contract/endpoints/employers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

export async function getClient(id: string): Promise<Client> {
  const res = await call(employersEndpoints.byId, { params: { id } });
  return res.data.data;
}

export const clientQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.clients.detail(id), queryFn: () => getClient(id) });

export function useClient(id: string) {
  return useQuery(clientQueryOptions(id));
}
