import type { ListEnvelope } from '@portal/contract/envelope';
import type { EmployerCard, EmployerListQuery } from '@portal/contract/jobs';
import { API } from '@portal/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { publicApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type EmployerList = ListEnvelope<EmployerCard>;

export async function listEmployers(params: EmployerListQuery): Promise<EmployerList> {
  const query = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));
  const res = await publicApi.get<EmployerList>(API.directory.list, { params: query });
  return res.data;
}

export const employerListQueryOptions = (params: EmployerListQuery) =>
  queryOptions({ queryKey: queryKeys.employers.list(params), queryFn: () => listEmployers(params) });

export function useEmployerList(params: EmployerListQuery) {
  return useQuery({ ...employerListQueryOptions(params), placeholderData: keepPreviousData });
}
