import type { MyApplication, MyApplicationsQuery } from '@portal/contract/applications';
import type { ListEnvelope } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The page's filter; the page size is this page's own. */
export type MyApplicationsFilter = Pick<MyApplicationsQuery, 'status' | 'page'>;
export type MyApplicationsPage = ListEnvelope<MyApplication>;

export const PAGE_SIZE = 10;

export async function listMyApplications(filter: MyApplicationsFilter): Promise<MyApplicationsPage> {
  const res = await api.get<MyApplicationsPage>(API.jobs.apply, {
    params: { ...filter, page_size: PAGE_SIZE },
  });
  return res.data;
}

export const myApplicationsOptions = (filter: MyApplicationsFilter) =>
  queryOptions({
    queryKey: queryKeys.applications.list(filter),
    queryFn: () => listMyApplications(filter),
    placeholderData: keepPreviousData,
  });

export function useMyApplications(filter: MyApplicationsFilter) {
  return useQuery(myApplicationsOptions(filter));
}
