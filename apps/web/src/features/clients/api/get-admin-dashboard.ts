import type { AdminDashboard } from '@portal/contract/dashboards';
import type { Envelope } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function useAdminDashboard(period: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.dashboards.admin(period),
    queryFn: async () =>
      (await api.get<Envelope<AdminDashboard>>(API.dashboards.admin, { params: { period } })).data.data,
    enabled,
    placeholderData: keepPreviousData,
  });
}
