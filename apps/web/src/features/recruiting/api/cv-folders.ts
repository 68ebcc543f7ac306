import type { CvFolder, FolderCandidate } from '@portal/contract/cv-folders';
import { FOLDER_SORTS } from '@portal/contract/cv-folders';
import { cvFoldersEndpoints } from '@portal/contract/endpoints/cv-folders';
import type { ListEnvelope } from '@portal/contract/envelope';
import { API } from '@portal/contract/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { downloadAttachment } from '@/lib/download';
import { oneOf } from '@/lib/one-of';
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
    queryFn: async () => (await call(cvFoldersEndpoints.list, { query: params })).data,
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useFolder(id: number, params: { page: number; sort: string }) {
  return useQuery({
    queryKey: queryKeys.cvFolders.detail(id, params),
    queryFn: async () =>
      (
        await call(cvFoldersEndpoints.byId, {
          params: { id },
          // A sort the URL holds but the API does not know falls back to the API's default.
          query: { ...params, sort: oneOf(FOLDER_SORTS, params.sort), page_size: 20 },
        })
      ).data,
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
      (await call(cvFoldersEndpoints.create, { body })).data,
    refresh,
    toastError: false,
  });

export const useRenameFolder = (id: number) =>
  useApiMutation({
    mutationFn: async (name: string) =>
      (await call(cvFoldersEndpoints.update, { params: { id }, body: { name } })).data,
    refresh,
    toastError: false,
  });

export const useDeleteFolder = () =>
  useApiMutation({
    mutationFn: async (id: number) => (await call(cvFoldersEndpoints.remove, { params: { id } })).data,
    refresh,
  });

export const useAddToFolder = () =>
  useApiMutation({
    mutationFn: async ({ folderId, ids }: { folderId: number; ids: number[] }) =>
      (
        await call(cvFoldersEndpoints.createCandidates, {
          params: { id: folderId },
          body: { candidate_ids: ids },
        })
      ).data,
    refresh,
  });

export const useRemoveFromFolder = (folderId: number) =>
  useApiMutation({
    mutationFn: async (ids: number[]) =>
      (
        await call(cvFoldersEndpoints.removeCandidates, {
          params: { id: folderId },
          body: { candidate_ids: ids },
        })
      ).data,
    refresh,
  });

export const useFolderNote = (folderId: number) =>
  useApiMutation({
    mutationFn: async ({ candidateId, note }: { candidateId: number; note: string }) =>
      (await call(cvFoldersEndpoints.candidate, { params: { id: folderId, candidateId }, body: { note } }))
        .data,
    refresh: [queryKeys.cvFolders.all()],
  });

export const exportFolder = (id: number) => downloadAttachment(API.cvFolders.export(id), 'cv-folder.csv');
