import type { JobAlert } from '@portal/contract/alerts';
import { jobsEndpoints } from '@portal/contract/endpoints/jobs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

export async function listAlerts(): Promise<JobAlert[]> {
  return (await call(jobsEndpoints.alerts)).data.data;
}

export const alertsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.candidate.alerts(), queryFn: listAlerts });

export function useAlerts() {
  return useQuery(alertsQueryOptions());
}
