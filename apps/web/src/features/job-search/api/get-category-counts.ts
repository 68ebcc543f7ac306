import { jobsEndpoints } from '@portal/contract/endpoints/jobs';
import type { CategoryCount, JobCategory } from '@portal/contract/jobs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

export async function getCategoryCounts(category: JobCategory): Promise<CategoryCount[]> {
  const res = await call(jobsEndpoints.byForeignKey, { query: { category } }, { variant: 'public' });
  return res.data.data;
}

export const categoryCountsQueryOptions = (category: JobCategory) =>
  queryOptions({
    queryKey: queryKeys.publicJobs.categoryCounts(category),
    queryFn: () => getCategoryCounts(category),
  });

export function useCategoryCounts(category: JobCategory | undefined) {
  return useQuery({
    ...categoryCountsQueryOptions(category ?? 'designation'),
    enabled: category !== undefined,
  });
}
