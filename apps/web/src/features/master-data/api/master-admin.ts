import { masterEndpoints } from '@portal/contract/endpoints/master';
import type {
  MasterItemInput,
  MasterItemUpdate,
  MasterMergeInput,
  MasterName,
} from '@portal/contract/master-data';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

export function useMasterLists() {
  return useQuery({
    queryKey: queryKeys.masterAdmin.lists(),
    queryFn: async () => (await call(masterEndpoints.adminLists)).data.data,
  });
}

export function useMasterItems(name: MasterName, q: string) {
  return useQuery({
    queryKey: queryKeys.masterAdmin.items(name, q),
    queryFn: async () =>
      (await call(masterEndpoints.adminItems, { params: { name }, query: q ? { q } : {} })).data.data,
    placeholderData: keepPreviousData,
  });
}

/** A change here renames what the public pages and filters show: their lists refresh too. */
const refresh = (name: MasterName) => [queryKeys.masterAdmin.all(), queryKeys.public.masterList(name)];

export function useAddMasterItem(name: MasterName) {
  return useApiMutation({
    mutationFn: async (body: MasterItemInput) =>
      (await call(masterEndpoints.createAdminItems, { params: { name }, body })).data,
    refresh: refresh(name),
  });
}

export function useUpdateMasterItem(name: MasterName) {
  return useApiMutation({
    mutationFn: async ({ id, body }: { id: number; body: MasterItemUpdate }) =>
      (await call(masterEndpoints.updateAdminItem, { params: { name, id }, body })).data,
    refresh: refresh(name),
  });
}

export function useDeleteMasterItem(name: MasterName) {
  return useApiMutation({
    mutationFn: async (id: number) =>
      (await call(masterEndpoints.removeAdminItem, { params: { name, id } })).data,
    refresh: refresh(name),
  });
}

export function useMergeMasterItem(name: MasterName) {
  return useApiMutation({
    mutationFn: async ({ id, body }: { id: number; body: MasterMergeInput }) =>
      (await call(masterEndpoints.adminMerge, { params: { name, id }, body })).data,
    refresh: refresh(name),
  });
}
