import { dashboardsEndpoints } from '@portal/contract/endpoints/dashboards';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

export function useAdminDashboard(period: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.dashboards.admin(period),
    queryFn: async () => (await call(dashboardsEndpoints.admin, { query: { period } })).data.data,
    enabled,
    placeholderData: keepPreviousData,
  });
}
