import type { Client, ClientListQuery } from '@portal/contract/clients';
import { employersEndpoints } from '@portal/contract/endpoints/employers';
import type { ListEnvelope } from '@portal/contract/envelope';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

export type ClientList = ListEnvelope<Client>;

export async function listClients(params: ClientListQuery): Promise<ClientList> {
  // An empty search box sends no `q`.
  const res = await call(employersEndpoints.list, { query: { ...params, q: params.q || undefined } });
  return res.data;
}

export const clientListQueryOptions = (params: ClientListQuery) =>
  queryOptions({ queryKey: queryKeys.clients.list(params), queryFn: () => listClients(params) });

export function useClientList(params: ClientListQuery) {
  // Keep the previous page on screen while the next one loads, so the table does not flash empty.
  return useQuery({ ...clientListQueryOptions(params), placeholderData: keepPreviousData });
}
