import type { CustomRoleInput, CustomRoleUpdate, RoleGroupInput } from '@portal/contract/custom-roles';
import { settingsEndpoints } from '@portal/contract/endpoints/settings';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

/** Every change here may change who holds what, the caller included: the whole area and the profile refresh. */
const refresh = [queryKeys.accessControl.all(), queryKeys.session.me(), queryKeys.users.all()];

export function useRoles() {
  return useQuery({
    queryKey: queryKeys.accessControl.roles(),
    queryFn: async () => (await call(settingsEndpoints.roles)).data.data,
  });
}

export function useRole(key: string) {
  return useQuery({
    queryKey: queryKeys.accessControl.role(key),
    queryFn: async () => (await call(settingsEndpoints.role, { params: { key } })).data.data,
  });
}

export function useCreateRole() {
  return useApiMutation({
    mutationFn: async (body: CustomRoleInput) => (await call(settingsEndpoints.createRoles, { body })).data,
    refresh,
    toastError: false,
  });
}

export function useUpdateRole(key: string) {
  return useApiMutation({
    mutationFn: async (body: CustomRoleUpdate) =>
      (await call(settingsEndpoints.updateRole, { params: { key }, body })).data,
    refresh,
  });
}

export function useDeleteRole(key: string) {
  return useApiMutation({
    mutationFn: async () => (await call(settingsEndpoints.removeRole, { params: { key } })).data,
    refresh,
  });
}

export function useRoleGroups() {
  return useQuery({
    queryKey: queryKeys.accessControl.groups(),
    queryFn: async () => (await call(settingsEndpoints.roleGroups)).data.data,
  });
}

/** Creates a group (no id) or replaces one's fields. */
export function useSaveRoleGroup() {
  return useApiMutation({
    mutationFn: async ({ id, body }: { id?: number; body: RoleGroupInput }) =>
      (id
        ? await call(settingsEndpoints.updateRoleGroup, { params: { id }, body })
        : await call(settingsEndpoints.createRoleGroups, { body })
      ).data,
    refresh,
    toastError: false,
  });
}

export function useDeleteRoleGroup() {
  return useApiMutation({
    mutationFn: async (id: number) =>
      (await call(settingsEndpoints.removeRoleGroup, { params: { id } })).data,
    refresh,
  });
}
