import type { CandidateDashboard } from '@portal/contract/candidate-dashboard';
import type { Envelope } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export async function getDashboard(): Promise<CandidateDashboard> {
  return (await api.get<Envelope<CandidateDashboard>>(API.candidate.dashboard)).data.data;
}

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.candidate.dashboard(), queryFn: getDashboard });

export const useDashboard = () => useQuery(dashboardQueryOptions());
