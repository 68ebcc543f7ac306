import type { CompanyListQuery, PublicCompanyCard } from '@portal/contract/company-profile';
import { directoryEndpoints } from '@portal/contract/endpoints/directory';
import type { ListEnvelope } from '@portal/contract/envelope';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

export type EmployerList = ListEnvelope<PublicCompanyCard>;

export async function listEmployers(params: CompanyListQuery): Promise<EmployerList> {
  const query = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));
  const res = await call(directoryEndpoints.list, { query }, { variant: 'public' });
  return res.data;
}

export const employerListQueryOptions = (params: CompanyListQuery) =>
  queryOptions({ queryKey: queryKeys.employers.list(params), queryFn: () => listEmployers(params) });

export function useEmployerList(params: CompanyListQuery) {
  return useQuery({ ...employerListQueryOptions(params), placeholderData: keepPreviousData });
}
