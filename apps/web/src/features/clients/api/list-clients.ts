import type { Client, ClientListQuery } from '@portal/contract/clients';
import type { ListEnvelope } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type ClientList = ListEnvelope<Client>;

export async function listClients(params: ClientListQuery): Promise<ClientList> {
  const query = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));
  const res = await api.get<ClientList>(API.employers.list, { params: query });
  return res.data;
}

export const clientListQueryOptions = (params: ClientListQuery) =>
  queryOptions({ queryKey: queryKeys.clients.list(params), queryFn: () => listClients(params) });

export function useClientList(params: ClientListQuery) {
  // Keep the previous page on screen while the next one loads, so the table does not flash empty.
  return useQuery({ ...clientListQueryOptions(params), placeholderData: keepPreviousData });
}
