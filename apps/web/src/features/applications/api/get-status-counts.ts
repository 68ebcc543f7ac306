import type { ApplicationStatusCounts } from '@portal/contract/applications';
import { API } from '@portal/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { APPLICATIONS_KEY } from '@/components/job-actions/api/keys';
import { api } from '@/lib/api-client';

export async function getStatusCounts(): Promise<ApplicationStatusCounts> {
  return (await api.get<{ data: ApplicationStatusCounts }>(API.jobs.applyStatusCount)).data.data;
}

export const statusCountsOptions = () =>
  queryOptions({ queryKey: [...APPLICATIONS_KEY, 'counts'], queryFn: getStatusCounts });

export function useStatusCounts() {
  return useQuery(statusCountsOptions());
}
