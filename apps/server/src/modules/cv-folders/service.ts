import type {
  CvFolder,
  FolderCandidate,
  FolderCreateInput,
  FolderViewQuery,
} from '@portal/contract/cv-folders';
import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import { CANDIDATE_NOT_FOUND } from '../../platform/tenancy/candidates';
import { type Caller, ownClientId } from '../../platform/tenancy/scope';
import { namedRows, toRow } from '../cv-search';
import { catalogue } from './i18n';
import {
  deleteFolder,
  deleteMembers,
  type FolderRow,
  folderNameTaken,
  folderPage,
  insertFolder,
  insertMembers,
  memberPage,
  ownFolderRow,
  reachableCandidateIds,
  reachableIdsIn,
  renameFolder,
  setMemberNote,
  touchFolder,
  userById,
  visibleMemberCount,
} from './repository';

export const FOLDER_NOT_FOUND = catalogue.text('errors.cv_folder_not_found');
const DUPLICATE = catalogue.text('errors.you_already_have_folder_with');

/** The folder, when it is the caller's organisation's; any other id is 404. */
async function ownFolder(db: Db, caller: Caller, id: number) {
  const row = await ownFolderRow(db, caller, id);
  if (!row) throw AppError.notFound(FOLDER_NOT_FOUND);
  return row;
}

/** Every id must be a candidate the organisation may keep (404 otherwise, nothing written). */
async function assertReachable(db: Db, clientId: number, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const found = await reachableCandidateIds(db, clientId, unique);
  if (found.length !== unique.length) throw AppError.notFound(CANDIDATE_NOT_FOUND);
  return unique;
}

async function addTo(db: Db, caller: Caller, folderId: number, ids: number[]) {
  const unique = await assertReachable(db, ownClientId(caller), ids);
  const added = await insertMembers(db, folderId, unique, caller.user.id);
  await touchFolder(db, folderId);
  return { added: added.length, already: unique.length - added.length };
}

const folderOut = (
  f: FolderRow,
  n: number,
  by: { firstName: string; lastName: string } | null,
  has?: boolean,
): CvFolder => ({
  id: f.id,
  name: f.name,
  candidates: n,
  created_by: by ? `${by.firstName} ${by.lastName}` : null,
  created_at: f.createdAt.toISOString(),
  updated_at: f.updatedAt.toISOString(),
  ...(has === undefined ? {} : { has_candidate: has }),
});

async function folderRows(db: Db, clientId: number, folderId: number, q: FolderViewQuery) {
  const { rows, total } = await memberPage(db, clientId, folderId, q);
  const data: FolderCandidate[] = (await namedRows(db, rows)).map((r) => ({
    ...toRow(r),
    note: r.note,
    added_at: new Date(r.added_at).toISOString(),
  }));
  return { data, total };
}

export function createFolderService(db: Db) {
  return {
    async list(caller: Caller, q: { page: number; page_size: number; candidate_id?: number }) {
      const { rows, total } = await folderPage(db, caller, ownClientId(caller), q);
      return {
        total,
        data: rows.map((r) =>
          folderOut(
            r.f,
            r.n,
            r.by?.firstName ? r.by : null,
            q.candidate_id != null ? Boolean(r.has) : undefined,
          ),
        ),
      };
    },

    async create(caller: Caller, input: FolderCreateInput): Promise<CvFolder> {
      const clientId = ownClientId(caller);
      return db.transaction(async (tx) => {
        const folder = await insertFolder(tx, { clientId, name: input.name, createdBy: caller.user.id });
        if (!folder) throw AppError.conflict(DUPLICATE);
        const added = input.candidate_ids?.length
          ? await addTo(tx, caller, folder.id, input.candidate_ids)
          : null;
        return folderOut(folder, added?.added ?? 0, caller.user);
      });
    },

    async rename(caller: Caller, id: number, name: string): Promise<CvFolder> {
      const folder = await ownFolder(db, caller, id);
      if (await folderNameTaken(db, folder.clientId, name, id)) throw AppError.conflict(DUPLICATE);
      const row = await renameFolder(db, id, name);
      if (!row) throw AppError.notFound(FOLDER_NOT_FOUND);
      return folderOut(row, await visibleMemberCount(db, folder.clientId, id), null);
    },

    /** The folder goes; its candidates stay in the database (only the membership rows cascade). */
    async remove(caller: Caller, id: number): Promise<void> {
      await ownFolder(db, caller, id);
      await deleteFolder(db, id);
    },

    async addCandidates(caller: Caller, id: number, ids: number[]) {
      await ownFolder(db, caller, id);
      return db.transaction((tx) => addTo(tx, caller, id, ids));
    },

    async removeCandidates(caller: Caller, id: number, ids: number[]) {
      await ownFolder(db, caller, id);
      return { removed: await deleteMembers(db, id, ids) };
    },

    async setNote(caller: Caller, id: number, candidateId: number, note: string) {
      await ownFolder(db, caller, id);
      const row = await setMemberNote(db, id, candidateId, note || null);
      if (!row) throw AppError.notFound(CANDIDATE_NOT_FOUND);
      return { note: row.note };
    },

    /** The folder with one page of the candidates the organisation still sees in it. */
    async view(caller: Caller, id: number, q: FolderViewQuery) {
      const folder = await ownFolder(db, caller, id);
      const rows = await folderRows(db, folder.clientId, id, q);
      const by = folder.createdBy ? await userById(db, folder.createdBy) : undefined;
      return { folder: folderOut(folder, rows.total, by ?? null), ...rows };
    },

    /** Every candidate of the folder, for the CSV. */
    async exportRows(caller: Caller, id: number) {
      const folder = await ownFolder(db, caller, id);
      const { data } = await folderRows(db, folder.clientId, id, {
        page: 1,
        page_size: 10_000,
        sort: 'name',
      });
      return { folder, data };
    },
  };
}

/**
 * Issue 13's door ("e-mail selected"): the candidate ids of a folder of the caller's organisation
 * (404 for another's) and/or of a selection, kept to the candidates the organisation may reach.
 */
export async function candidateIdsOf(
  db: Db,
  caller: Caller,
  from: { folderId?: number; candidateIds?: number[] },
): Promise<number[]> {
  const clientId = ownClientId(caller);
  if (from.folderId != null) await ownFolder(db, caller, from.folderId);
  return reachableIdsIn(db, clientId, from);
}
