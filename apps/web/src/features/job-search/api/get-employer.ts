import type { Envelope } from '@portal/contract/envelope';
import type { EmployerProfile } from '@portal/contract/jobs';
import { API } from '@portal/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export async function getEmployer(id: string): Promise<EmployerProfile> {
  const res = await publicApi.get<Envelope<EmployerProfile>>(API.directory.byId(id));
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
