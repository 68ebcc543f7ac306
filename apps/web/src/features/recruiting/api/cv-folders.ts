import type { CvFolder, FolderCandidate } from '@portal/contract/cv-folders';
import type { Envelope, ListEnvelope } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { downloadAttachment } from '@/lib/download';
import { queryKeys } from '@/lib/query-keys';
import { useApiMutation } from '@/lib/use-api-mutation';

/*
 * The organisation's CV folders: shared by the CV search (bulk add), the candidate page, a job's
 * applicants and the folder pages.
 */

export type FolderList = ListEnvelope<CvFolder>;
export type FolderView = ListEnvelope<FolderCandidate> & {
  meta: ListEnvelope<FolderCandidate>['meta'] & { folder: CvFolder };
};

export function useFolders(
  params: { page?: number; page_size?: number; candidate_id?: number },
  enabled = true,
) {
  return useQuery({
    queryKey: queryKeys.cvFolders.list(params),
    queryFn: async () => (await api.get<FolderList>(API.cvFolders.list, { params })).data,
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useFolder(id: number, params: { page: number; sort: string }) {
  return useQuery({
    queryKey: queryKeys.cvFolders.detail(id, params),
    queryFn: async () =>
      (await api.get<FolderView>(API.cvFolders.byId(id), { params: { ...params, page_size: 20 } })).data,
    enabled: Number.isInteger(id) && id > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Folder writes refresh the folders and the candidate pages that name them. */
const refresh = [queryKeys.cvFolders.all(), queryKeys.cvSearch.all()];

export const useCreateFolder = () =>
  useApiMutation({
    mutationFn: async (body: { name: string; candidate_ids?: number[] }) =>
      (await api.post<Envelope<CvFolder>>(API.cvFolders.list, body)).data,
    refresh,
    toastError: false,
  });

export const useRenameFolder = (id: number) =>
  useApiMutation({
    mutationFn: async (name: string) =>
      (await api.patch<Envelope<CvFolder>>(API.cvFolders.byId(id), { name })).data,
    refresh,
    toastError: false,
  });

export const useDeleteFolder = () =>
  useApiMutation({
    mutationFn: async (id: number) => (await api.delete(API.cvFolders.byId(id))).data,
    refresh,
  });

export const useAddToFolder = () =>
  useApiMutation({
    mutationFn: async ({ folderId, ids }: { folderId: number; ids: number[] }) =>
      (await api.post(API.cvFolders.candidates(folderId), { candidate_ids: ids })).data,
    refresh,
  });

export const useRemoveFromFolder = (folderId: number) =>
  useApiMutation({
    mutationFn: async (ids: number[]) =>
      (await api.delete(API.cvFolders.candidates(folderId), { data: { candidate_ids: ids } })).data,
    refresh,
  });

export const useFolderNote = (folderId: number) =>
  useApiMutation({
    mutationFn: async ({ candidateId, note }: { candidateId: number; note: string }) =>
      (await api.patch(API.cvFolders.candidate(folderId, candidateId), { note })).data,
    refresh: [queryKeys.cvFolders.all()],
  });

export const exportFolder = (id: number) => downloadAttachment(API.cvFolders.export(id), 'cv-folder.csv');
