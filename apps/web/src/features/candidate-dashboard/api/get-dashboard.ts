import type { CandidateDashboard } from '@portal/contract/candidate-dashboard';
import { API } from '@portal/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Alert and application mutations elsewhere refresh this key. */
export const DASHBOARD_KEY = ['candidate-dashboard'] as const;

export async function getDashboard(): Promise<CandidateDashboard> {
  return (await api.get<{ data: CandidateDashboard }>(API.candidate.dashboard)).data.data;
}

export const dashboardQueryOptions = () => queryOptions({ queryKey: DASHBOARD_KEY, queryFn: getDashboard });

export const useDashboard = () => useQuery(dashboardQueryOptions());
