import type { CandidateDashboard } from '@portal/contract/candidate-dashboard';
import { API } from '@portal/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export async function getDashboard(): Promise<CandidateDashboard> {
  return (await api.get<{ data: CandidateDashboard }>(API.candidate.dashboard)).data.data;
}

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.candidate.dashboard(), queryFn: getDashboard });

export const useDashboard = () => useQuery(dashboardQueryOptions());
