import type { Client } from '@portal/contract/clients';
import type { Envelope } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export async function getClient(id: string): Promise<Client> {
  const res = await api.get<Envelope<Client>>(API.employers.byId(id));
  return res.data.data;
}

export const clientQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.clients.detail(id), queryFn: () => getClient(id) });

export function useClient(id: string) {
  return useQuery(clientQueryOptions(id));
}
