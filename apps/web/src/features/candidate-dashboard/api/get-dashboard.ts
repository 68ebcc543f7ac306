import type { CandidateDashboard } from '@portal/contract/candidate-dashboard';
import { candidateEndpoints } from '@portal/contract/endpoints/candidate';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

export async function getDashboard(): Promise<CandidateDashboard> {
  return (await call(candidateEndpoints.dashboard)).data.data;
}

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.candidate.dashboard(), queryFn: getDashboard });

export const useDashboard = () => useQuery(dashboardQueryOptions());
