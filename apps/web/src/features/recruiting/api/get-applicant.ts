import type { ApplicantDetail } from '@portal/contract/applications';
import { jobsEndpoints } from '@portal/contract/endpoints/jobs';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

export async function getApplicant(id: number): Promise<ApplicantDetail> {
  return (await call(jobsEndpoints.applicant, { params: { id } })).data.data;
}

export const applicantOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.applicants.detail(id), queryFn: () => getApplicant(id) });

/** Opening an applicant records a view on the server, so the list is refreshed to drop its "New" mark. */
export function useApplicant(id: number | null) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...applicantOptions(id ?? 0), enabled: id !== null });
  const firstViewed = query.data?.first_viewed_at;
  useEffect(() => {
    if (firstViewed) void queryClient.invalidateQueries({ queryKey: queryKeys.applicants.lists() });
  }, [firstViewed, queryClient]);
  return query;
}
