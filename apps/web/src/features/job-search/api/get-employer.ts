import type { PublicCompany } from '@portal/contract/company-profile';
import { directoryEndpoints } from '@portal/contract/endpoints/directory';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

export async function getEmployer(id: string): Promise<PublicCompany> {
  const res = await call(directoryEndpoints.byId, { params: { id } }, { variant: 'public' });
  return res.data.data;
}

export const employerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.employers.detail(id),
    queryFn: () => getEmployer(id),
  });

export function useEmployer(id: string) {
  return useQuery(employerQueryOptions(id));
}
