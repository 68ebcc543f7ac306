import type { PublicCompany } from '@portal/contract/company-profile';
import type { Envelope } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export async function getEmployer(id: string): Promise<PublicCompany> {
  const res = await publicApi.get<Envelope<PublicCompany>>(API.directory.byId(id));
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
