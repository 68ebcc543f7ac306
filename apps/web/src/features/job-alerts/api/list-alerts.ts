import type { JobAlert } from '@portal/contract/alerts';
import { API } from '@portal/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { JOB_ALERTS_KEY } from '@/components/job-alert/alert-api';
import { api } from '@/lib/api-client';

export async function listAlerts(): Promise<JobAlert[]> {
  return (await api.get<{ data: JobAlert[] }>(API.jobs.alerts)).data.data;
}

export const alertsQueryOptions = () => queryOptions({ queryKey: JOB_ALERTS_KEY, queryFn: listAlerts });

export function useAlerts() {
  return useQuery(alertsQueryOptions());
}
