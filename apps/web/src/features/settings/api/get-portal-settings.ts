import type { Envelope } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import type { AdminSettings } from '@portal/contract/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export async function getPortalSettings(): Promise<AdminSettings> {
  const res = await api.get<Envelope<AdminSettings>>(API.settings.portal);
  return res.data.data;
}

export const portalSettingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.portalSettings.all(), queryFn: getPortalSettings });

export function usePortalSettings(enabled: boolean) {
  return useQuery({ ...portalSettingsQueryOptions(), enabled });
}
