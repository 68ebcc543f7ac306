import type { MyApplication } from '@portal/contract/applications';
import type { ApplicationStatus } from '@portal/contract/candidate-enums';
import type { PageMeta } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type MyApplicationsFilter = { status?: ApplicationStatus; page: number };
export type MyApplicationsPage = { data: MyApplication[]; meta: PageMeta };

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
