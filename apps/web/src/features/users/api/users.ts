import type { Envelope, ListEnvelope, MessageBody } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import type { CreateUser, UserDetail, UserListQuery, UserRow } from '@portal/contract/user-admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

export type UserList = ListEnvelope<UserRow>;
type ListParams = Partial<UserListQuery>;

export async function listUsers(params: ListParams): Promise<UserList> {
  const query = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));
  return (await api.get<UserList>(API.user.list, { params: query })).data;
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
    queryFn: async () => (await api.get<Envelope<UserDetail>>(API.employers.userDetail(id))).data.data,
  });
}

const refresh = [queryKeys.users.all(), queryKeys.clients.all(), queryKeys.plans.all()];

export function useChangeUserStatus() {
  return useApiMutation({
    mutationFn: async ({ id, action }: { id: number; action: 'suspend' | 'reactivate' }) =>
      (await api.patch<Envelope<UserRow>>(API.user.status(id), { action })).data,
    refresh,
  });
}

export function useChangeUserRole() {
  return useApiMutation({
    mutationFn: async ({ id, role }: { id: number; role: string }) =>
      (await api.patch<Envelope<UserRow>>(API.user.role(id), { role })).data,
    refresh,
  });
}

export function useSendResetLink() {
  return useApiMutation({
    mutationFn: async (id: number) => (await api.post<MessageBody>(API.user.resetLink(id))).data,
  });
}

export function useResetMfa() {
  return useApiMutation({
    mutationFn: async (id: number) => (await api.post<MessageBody>(API.user.mfaReset(id))).data,
    refresh,
  });
}

/** The form shows field errors under its inputs; other failures toast. */
export function useCreateUser() {
  return useApiMutation({
    mutationFn: async (body: CreateUser) =>
      (await api.post<Envelope<UserRow>>(API.employers.createUser, body)).data,
    refresh,
    toastError: false,
  });
}
