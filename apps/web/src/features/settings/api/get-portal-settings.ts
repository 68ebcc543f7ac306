import { settingsEndpoints } from '@portal/contract/endpoints/settings';
import type { AdminSettings } from '@portal/contract/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

export async function getPortalSettings(): Promise<AdminSettings> {
  const res = await call(settingsEndpoints.portal);
  return res.data.data;
}

export const portalSettingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.portalSettings.all(), queryFn: getPortalSettings });

export function usePortalSettings(enabled: boolean) {
  return useQuery({ ...portalSettingsQueryOptions(), enabled });
}
