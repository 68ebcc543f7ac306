import { employersEndpoints } from '@portal/contract/endpoints/employers';
import { userEndpoints } from '@portal/contract/endpoints/user';
import type { ListEnvelope } from '@portal/contract/envelope';
import type { CreateUser, UserListQuery, UserRow } from '@portal/contract/user-admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

export type UserList = ListEnvelope<UserRow>;
type ListParams = Partial<UserListQuery>;

export async function listUsers(params: ListParams): Promise<UserList> {
  const query = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));
  return (await call(userEndpoints.list, { query })).data;
}

export function useUserList(params: ListParams, enabled = true) {
  return useQuery({
    queryKey: queryKeys.users.list(params),
    queryFn: () => listUsers(params),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useUserDetail(id: string | number) {
  return useQuery({
    queryKey: queryKeys.users.detail(id),
    queryFn: async () => (await call(employersEndpoints.userDetail, { params: { id } })).data.data,
  });
}

const refresh = [queryKeys.users.all(), queryKeys.clients.all(), queryKeys.plans.all()];

export function useChangeUserStatus() {
  return useApiMutation({
    mutationFn: async ({ id, action }: { id: number; action: 'suspend' | 'reactivate' }) =>
      (await call(userEndpoints.status, { params: { id }, body: { action } })).data,
    refresh,
  });
}

export function useChangeUserRole() {
  return useApiMutation({
    mutationFn: async ({ id, role }: { id: number; role: string }) =>
      (await call(userEndpoints.role, { params: { id }, body: { role } })).data,
    refresh,
  });
}

export function useSendResetLink() {
  return useApiMutation({
    mutationFn: async (id: number) => (await call(userEndpoints.resetLink, { params: { id } })).data,
  });
}

export function useResetMfa() {
  return useApiMutation({
    mutationFn: async (id: number) => (await call(userEndpoints.mfaReset, { params: { id } })).data,
    refresh,
  });
}

/** The form shows field errors under its inputs; other failures toast. */
export function useCreateUser() {
  return useApiMutation({
    mutationFn: async (body: CreateUser) => (await call(employersEndpoints.createUser, { body })).data,
    refresh,
    toastError: false,
  });
}
