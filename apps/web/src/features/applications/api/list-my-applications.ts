import type { MyApplication, MyApplicationsQuery } from '@portal/contract/applications';
import { jobsEndpoints } from '@portal/contract/endpoints/jobs';
import type { ListEnvelope } from '@portal/contract/envelope';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

/** The page's filter; the page size is this page's own. */
export type MyApplicationsFilter = Pick<MyApplicationsQuery, 'status' | 'page'>;
export type MyApplicationsPage = ListEnvelope<MyApplication>;

export const PAGE_SIZE = 10;

export async function listMyApplications(filter: MyApplicationsFilter): Promise<MyApplicationsPage> {
  const res = await call(jobsEndpoints.apply, { query: { ...filter, page_size: PAGE_SIZE } });
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
