import { dashboardsEndpoints } from '@portal/contract/endpoints/dashboards';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

/** The caller's own work: their jobs' pipeline and their interviews to come. */
export function useMyDashboard() {
  return useQuery({
    queryKey: queryKeys.dashboards.mine(),
    queryFn: async () => (await call(dashboardsEndpoints.mine)).data.data,
  });
}

/** The caller's organisation's team per week and its plan use per month. */
export function useTeamDashboard(period: 30 | 90, enabled = true) {
  return useQuery({
    queryKey: queryKeys.dashboards.team(period),
    queryFn: async () => (await call(dashboardsEndpoints.team, { query: { period } })).data.data,
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** What job seekers searched for over the last 7 or 30 days (the operator's). */
export function useSearchDemand(days: 7 | 30) {
  return useQuery({
    queryKey: queryKeys.dashboards.searchDemand(days),
    queryFn: async () => (await call(dashboardsEndpoints.searchDemand, { query: { days } })).data.data,
    placeholderData: keepPreviousData,
  });
}
