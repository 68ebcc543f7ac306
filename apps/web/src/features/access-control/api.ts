import { settingsEndpoints } from '@portal/contract/endpoints/settings';
import { PERMISSIONS } from '@portal/contract/permissions';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { isOneOf } from '@/lib/one-of';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

export function useModules() {
  return useQuery({
    queryKey: [...queryKeys.session.me(), 'modules'],
    queryFn: async () => (await call(settingsEndpoints.modules)).data.data,
  });
}

const matrixKey = queryKeys.accessControl.matrix();

export function usePermissionMatrix() {
  return useQuery({
    queryKey: matrixKey,
    queryFn: async () => (await call(settingsEndpoints.permissions)).data.data,
  });
}

/** Saves one role's grants; the caller's own permissions may change too, so the profile refreshes. */
export function useSaveRolePermissions() {
  return useApiMutation({
    mutationFn: async ({ role, permissions }: { role: string; permissions: string[] }) =>
      (
        await call(settingsEndpoints.rolePermissions, {
          params: { role },
          // The matrix's codes are the catalogue's; one the server no longer knows is dropped.
          body: { permissions: permissions.filter((code) => isOneOf(PERMISSIONS, code)) },
        })
      ).data,
    refresh: [queryKeys.accessControl.all(), queryKeys.session.me()],
  });
}
