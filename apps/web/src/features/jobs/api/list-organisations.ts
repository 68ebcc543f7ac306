import type { Client } from '@portal/contract/clients';
import { employersEndpoints } from '@portal/contract/endpoints/employers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

/** Active employers and consultancies that staff may post a job for (sorted by name). */
export async function listOrganisations(): Promise<Client[]> {
  const pages = await Promise.all(
    (['employer', 'consultancy'] as const).map((type) =>
      call(employersEndpoints.list, { query: { type, status: 'active', page_size: 100 } }),
    ),
  );
  return pages.flatMap((res) => res.data.data).sort((a, b) => a.name.localeCompare(b.name));
}

export const organisationsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.clients.active(), queryFn: listOrganisations });

export function useOrganisations(enabled: boolean) {
  return useQuery({ ...organisationsQueryOptions(), enabled });
}
