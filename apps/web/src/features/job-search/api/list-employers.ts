import type { CompanyListQuery, PublicCompanyCard } from '@portal/contract/company-profile';
import type { ListEnvelope } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { publicApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type EmployerList = ListEnvelope<PublicCompanyCard>;

export async function listEmployers(params: CompanyListQuery): Promise<EmployerList> {
  const query = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));
  const res = await publicApi.get<EmployerList>(API.directory.list, { params: query });
  return res.data;
}

export const employerListQueryOptions = (params: CompanyListQuery) =>
  queryOptions({ queryKey: queryKeys.employers.list(params), queryFn: () => listEmployers(params) });

export function useEmployerList(params: CompanyListQuery) {
  return useQuery({ ...employerListQueryOptions(params), placeholderData: keepPreviousData });
}
