import type { SavedJob } from '@portal/contract/applications';
import { jobsEndpoints } from '@portal/contract/endpoints/jobs';
import type { ListEnvelope } from '@portal/contract/envelope';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

export type SavedJobsPage = ListEnvelope<SavedJob>;
export const SAVED_PAGE_SIZE = 10;

export async function listSavedJobs(page: number): Promise<SavedJobsPage> {
  const res = await call(jobsEndpoints.saveJob, { query: { page, page_size: SAVED_PAGE_SIZE } });
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
