import type { Client } from '@portal/contract/clients';
import type { PageMeta } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import type { ClientStatus, ClientType } from '@portal/contract/roles';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type ClientListParams = {
  type: ClientType;
  status?: ClientStatus;
  q?: string;
  page?: number;
  page_size?: number;
};
export type ClientList = { data: Client[]; meta: PageMeta };

export async function listClients(params: ClientListParams): Promise<ClientList> {
  const query = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));
  const res = await api.get<ClientList>(API.employers.list, { params: query });
  return res.data;
}

export const clientListQueryOptions = (params: ClientListParams) =>
  queryOptions({ queryKey: queryKeys.clients.list(params), queryFn: () => listClients(params) });

export function useClientList(params: ClientListParams) {
  // Keep the previous page on screen while the next one loads, so the table does not flash empty.
  return useQuery({ ...clientListQueryOptions(params), placeholderData: keepPreviousData });
}
