import type { PageMeta } from '@portal/contract/envelope';
import type { EmployerCard } from '@portal/contract/jobs';
import { API } from '@portal/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { publicApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type EmployerListParams = { q?: string; page: number; page_size: number };
export type EmployerList = { data: EmployerCard[]; meta: PageMeta };

export async function listEmployers(params: EmployerListParams): Promise<EmployerList> {
  const query = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));
  const res = await publicApi.get<EmployerList>(API.directory.list, { params: query });
  return res.data;
}

export const employerListQueryOptions = (params: EmployerListParams) =>
  queryOptions({ queryKey: queryKeys.employers.list(params), queryFn: () => listEmployers(params) });

export function useEmployerList(params: EmployerListParams) {
  return useQuery({ ...employerListQueryOptions(params), placeholderData: keepPreviousData });
}
