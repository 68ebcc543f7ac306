import type { ApplicationStatusCounts } from '@portal/contract/applications';
import type { Envelope } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export async function getStatusCounts(): Promise<ApplicationStatusCounts> {
  return (await api.get<Envelope<ApplicationStatusCounts>>(API.jobs.applyStatusCount)).data.data;
}

export const statusCountsOptions = () =>
  queryOptions({ queryKey: queryKeys.applications.counts(), queryFn: getStatusCounts });

export function useStatusCounts() {
  return useQuery(statusCountsOptions());
}
