import { settingsEndpoints } from '@portal/contract/endpoints/settings';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

/** The first-run checklist (settings.manage); `enabled` once the profile says the user holds it. */
export function useSetupChecklist(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.portalSettings.setup(),
    queryFn: async () => (await call(settingsEndpoints.setupChecklist)).data.data,
    enabled,
    // Steps are done on other pages; coming back to the dashboard shows them ticked off.
    refetchOnMount: 'always',
  });
}
