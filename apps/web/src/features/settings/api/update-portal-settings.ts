import type { EndpointBody } from '@portal/contract/endpoints/endpoint';
import { settingsEndpoints } from '@portal/contract/endpoints/settings';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

export async function updatePortalSettings(body: EndpointBody<typeof settingsEndpoints.updatePortal>) {
  const res = await call(settingsEndpoints.updatePortal, { body });
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
