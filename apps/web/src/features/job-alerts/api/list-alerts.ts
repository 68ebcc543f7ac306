import type { JobAlert } from '@portal/contract/alerts';
import type { Envelope } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export async function listAlerts(): Promise<JobAlert[]> {
  return (await api.get<Envelope<JobAlert[]>>(API.jobs.alerts)).data.data;
}

export const alertsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.candidate.alerts(), queryFn: listAlerts });

export function useAlerts() {
  return useQuery(alertsQueryOptions());
}
