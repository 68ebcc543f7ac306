import type { employerProfileSchema } from '@portal/contract/jobs';
import { API } from '@portal/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { publicApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type EmployerProfile = z.infer<typeof employerProfileSchema>;

export async function getEmployer(id: string): Promise<EmployerProfile> {
  const res = await publicApi.get<{ data: EmployerProfile }>(API.directory.byId(id));
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
