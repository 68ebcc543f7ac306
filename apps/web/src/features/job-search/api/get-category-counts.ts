import type { Envelope } from '@portal/contract/envelope';
import type { CategoryCount, JobCategory } from '@portal/contract/jobs';
import { API } from '@portal/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export async function getCategoryCounts(category: JobCategory): Promise<CategoryCount[]> {
  const res = await publicApi.get<Envelope<CategoryCount[]>>(API.jobs.byForeignKey, { params: { category } });
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
