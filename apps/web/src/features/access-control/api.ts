import type { ModuleInfo, PermissionMatrix } from '@portal/contract/access-control';
import type { Envelope } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

export function useModules() {
  return useQuery({
    queryKey: [...queryKeys.session.me(), 'modules'],
    queryFn: async () => (await api.get<Envelope<ModuleInfo[]>>(API.settings.modules)).data.data,
  });
}

const matrixKey = queryKeys.accessControl.matrix();

export function usePermissionMatrix() {
  return useQuery({
    queryKey: matrixKey,
    queryFn: async () => (await api.get<Envelope<PermissionMatrix>>(API.settings.permissions)).data.data,
  });
}

/** Saves one role's grants; the caller's own permissions may change too, so the profile refreshes. */
export function useSaveRolePermissions() {
  return useApiMutation({
    mutationFn: async ({ role, permissions }: { role: string; permissions: string[] }) =>
      (await api.put<Envelope<PermissionMatrix>>(API.settings.rolePermissions(role), { permissions })).data,
    refresh: [queryKeys.accessControl.all(), queryKeys.session.me()],
  });
}
