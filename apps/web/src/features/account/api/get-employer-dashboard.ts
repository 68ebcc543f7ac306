import { dashboardsEndpoints } from '@portal/contract/endpoints/dashboards';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

export function useEmployerDashboard(period: number) {
  return useQuery({
    queryKey: queryKeys.dashboards.employer(period),
    queryFn: async () => (await call(dashboardsEndpoints.employer, { query: { period } })).data.data,
    placeholderData: keepPreviousData,
  });
}
