import type { Envelope, MessageBody } from '@portal/contract/envelope';
import type {
  MasterAdminItem,
  MasterItemInput,
  MasterItemUpdate,
  MasterListSummary,
  MasterMergeInput,
  MasterName,
  MasterUsage,
} from '@portal/contract/master-data';
import { API } from '@portal/contract/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

export function useMasterLists() {
  return useQuery({
    queryKey: queryKeys.masterAdmin.lists(),
    queryFn: async () => (await api.get<Envelope<MasterListSummary[]>>(API.master.adminLists)).data.data,
  });
}

export function useMasterItems(name: MasterName, q: string) {
  return useQuery({
    queryKey: queryKeys.masterAdmin.items(name, q),
    queryFn: async () =>
      (await api.get<Envelope<MasterAdminItem[]>>(API.master.adminItems(name), { params: q ? { q } : {} }))
        .data.data,
    placeholderData: keepPreviousData,
  });
}

/** A change here renames what the public pages and filters show: their lists refresh too. */
const refresh = (name: MasterName) => [queryKeys.masterAdmin.all(), queryKeys.public.masterList(name)];

export function useAddMasterItem(name: MasterName) {
  return useApiMutation({
    mutationFn: async (body: MasterItemInput) =>
      (await api.post<Envelope<{ id: number }>>(API.master.adminItems(name), body)).data,
    refresh: refresh(name),
  });
}

export function useUpdateMasterItem(name: MasterName) {
  return useApiMutation({
    mutationFn: async ({ id, body }: { id: number; body: MasterItemUpdate }) =>
      (await api.patch<MessageBody>(API.master.adminItem(name, id), body)).data,
    refresh: refresh(name),
  });
}

export function useDeleteMasterItem(name: MasterName) {
  return useApiMutation({
    mutationFn: async (id: number) => (await api.delete<MessageBody>(API.master.adminItem(name, id))).data,
    refresh: refresh(name),
  });
}

export function useMergeMasterItem(name: MasterName) {
  return useApiMutation({
    mutationFn: async ({ id, body }: { id: number; body: MasterMergeInput }) =>
      (await api.post<Envelope<{ moved: MasterUsage }>>(API.master.adminMerge(name, id), body)).data,
    refresh: refresh(name),
  });
}
