import type { ApplicationStatusCounts } from '@portal/contract/applications';
import { jobsEndpoints } from '@portal/contract/endpoints/jobs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

export async function getStatusCounts(): Promise<ApplicationStatusCounts> {
  return (await call(jobsEndpoints.applyStatusCount)).data.data;
}

export const statusCountsOptions = () =>
  queryOptions({ queryKey: queryKeys.applications.counts(), queryFn: getStatusCounts });

export function useStatusCounts() {
  return useQuery(statusCountsOptions());
}
