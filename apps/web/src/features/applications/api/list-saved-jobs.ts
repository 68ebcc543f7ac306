import type { SavedJob } from '@portal/contract/applications';
import type { ListEnvelope } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type SavedJobsPage = ListEnvelope<SavedJob>;
export const SAVED_PAGE_SIZE = 10;

export async function listSavedJobs(page: number): Promise<SavedJobsPage> {
  const res = await api.get<SavedJobsPage>(API.jobs.saveJob, {
    params: { page, page_size: SAVED_PAGE_SIZE },
  });
  return res.data;
}

export const savedJobsOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.savedJobs.list(page),
    queryFn: () => listSavedJobs(page),
    placeholderData: keepPreviousData,
  });

export function useSavedJobs(page: number) {
  return useQuery(savedJobsOptions(page));
}
