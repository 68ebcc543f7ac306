import type { Envelope } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import type { AdminSettings, SettingsUpdate } from '@portal/contract/settings';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

export async function updatePortalSettings(body: Partial<Record<keyof SettingsUpdate, unknown>>) {
  const res = await api.patch<Envelope<AdminSettings>>(API.settings.portal, body);
  return res.data;
}

/** The public site reads the same settings, so its copy is refreshed too (the theme follows). */
export function useUpdatePortalSettings() {
  return useApiMutation({
    mutationFn: updatePortalSettings,
    refresh: [queryKeys.portalSettings.all(), queryKeys.public.settings()],
    // Field messages show under their inputs; other errors as toasts.
    toastError: false,
  });
}
