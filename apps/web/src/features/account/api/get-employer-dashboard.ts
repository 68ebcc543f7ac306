import type { EmployerDashboard } from '@portal/contract/dashboards';
import type { Envelope } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function useEmployerDashboard(period: number) {
  return useQuery({
    queryKey: queryKeys.dashboards.employer(period),
    queryFn: async () =>
      (await api.get<Envelope<EmployerDashboard>>(API.dashboards.employer, { params: { period } })).data.data,
    placeholderData: keepPreviousData,
  });
}
