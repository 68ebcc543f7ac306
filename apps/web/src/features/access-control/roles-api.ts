import type {
  CustomRoleInput,
  CustomRoleUpdate,
  RoleDetail,
  RoleGroup,
  RoleGroupInput,
  RoleSummary,
} from '@portal/contract/custom-roles';
import type { Envelope, MessageBody } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

/** Every change here may change who holds what, the caller included: the whole area and the profile refresh. */
const refresh = [queryKeys.accessControl.all(), queryKeys.session.me(), queryKeys.users.all()];

export function useRoles() {
  return useQuery({
    queryKey: queryKeys.accessControl.roles(),
    queryFn: async () => (await api.get<Envelope<RoleSummary[]>>(API.settings.roles)).data.data,
  });
}

export function useRole(key: string) {
  return useQuery({
    queryKey: queryKeys.accessControl.role(key),
    queryFn: async () => (await api.get<Envelope<RoleDetail>>(API.settings.role(key))).data.data,
  });
}

export function useCreateRole() {
  return useApiMutation({
    mutationFn: async (body: CustomRoleInput) =>
      (await api.post<Envelope<RoleDetail>>(API.settings.roles, body)).data,
    refresh,
    toastError: false,
  });
}

export function useUpdateRole(key: string) {
  return useApiMutation({
    mutationFn: async (body: CustomRoleUpdate) =>
      (await api.patch<Envelope<RoleDetail>>(API.settings.role(key), body)).data,
    refresh,
  });
}

export function useDeleteRole(key: string) {
  return useApiMutation({
    mutationFn: async () => (await api.delete<MessageBody>(API.settings.role(key))).data,
    refresh,
  });
}

export function useRoleGroups() {
  return useQuery({
    queryKey: queryKeys.accessControl.groups(),
    queryFn: async () => (await api.get<Envelope<RoleGroup[]>>(API.settings.roleGroups)).data.data,
  });
}

/** Creates a group (no id) or replaces one's fields. */
export function useSaveRoleGroup() {
  return useApiMutation({
    mutationFn: async ({ id, body }: { id?: number; body: RoleGroupInput }) =>
      (id
        ? await api.patch<Envelope<RoleGroup>>(API.settings.roleGroup(id), body)
        : await api.post<Envelope<RoleGroup>>(API.settings.roleGroups, body)
      ).data,
    refresh,
    toastError: false,
  });
}

export function useDeleteRoleGroup() {
  return useApiMutation({
    mutationFn: async (id: number) => (await api.delete<MessageBody>(API.settings.roleGroup(id))).data,
    refresh,
  });
}
