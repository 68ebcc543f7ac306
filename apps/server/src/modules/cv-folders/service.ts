import type {
  CvFolder,
  FolderCandidate,
  FolderCreateInput,
  FolderViewQuery,
} from '@portal/contract/cv-folders';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from '../../db/client';
import { cvFolderCandidates, cvFolders } from '../../db/schema/cv-database';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import { LISTED } from '../cv-search/criteria-sql';
import { rowColumns, rowJoins, toRow } from '../cv-search/search';
import { CANDIDATE_NOT_FOUND } from '../tenancy/candidates';
import { type Caller, ownClientId, ownOrgOnly } from '../tenancy/scope';

export const FOLDER_NOT_FOUND = 'CV folder not found.';
const DUPLICATE = 'You already have a folder with this name.';

/**
 * The candidates an organisation may keep in its folders and see there: those the CV database
 * lists, and those who applied to one of its jobs (they chose to reach it, hidden or not). A
 * candidate who hides their profile leaves every other folder view. SQL over `u` and `p`.
 */
export function reachableByOrg(clientId: number): SQL {
  return sql`((${LISTED}) or (u.role = 'candidate' and exists (select 1 from applications a
    join jobs j on j.id = a.job_id where a.candidate_id = u.id and j.client_id = ${clientId})))`;
}

const creator = alias(users, 'creator');

/** The folder, when it is the caller's organisation's; any other id is 404. */
async function ownFolder(db: Db, caller: Caller, id: number) {
  const [row] = await db
    .select()
    .from(cvFolders)
    .where(and(eq(cvFolders.id, id), ownOrgOnly(caller, cvFolders.clientId)));
  if (!row) throw AppError.notFound(FOLDER_NOT_FOUND);
  return row;
}

/** Every id must be a candidate the organisation may keep (404 otherwise, nothing written). */
async function assertReachable(db: Db, clientId: number, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const found = await queryRows<{ id: number }>(
    db,
    sql`select u.id from users u join candidate_profiles p on p.user_id = u.id
      where u.id = any(${`{${unique.join(',')}}`}::int[]) and ${reachableByOrg(clientId)}`,
  );
  if (found.length !== unique.length) throw AppError.notFound(CANDIDATE_NOT_FOUND);
  return unique;
}

async function addTo(db: Db, caller: Caller, folderId: number, ids: number[]) {
  const unique = await assertReachable(db, ownClientId(caller), ids);
  const added = await db
    .insert(cvFolderCandidates)
    .values(unique.map((candidateId) => ({ folderId, candidateId, addedBy: caller.user.id })))
    .onConflictDoNothing()
    .returning({ id: cvFolderCandidates.candidateId });
  await db.update(cvFolders).set({ updatedAt: sql`now()` }).where(eq(cvFolders.id, folderId));
  return { added: added.length, already: unique.length - added.length };
}

const folderOut = (
  f: typeof cvFolders.$inferSelect,
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

/** Members the organisation still sees, per folder. */
const visibleMembers = (clientId: number, folderId: SQL) =>
  sql<number>`(select count(*)::int from cv_folder_candidates fc join users u on u.id = fc.candidate_id
    join candidate_profiles p on p.user_id = u.id where fc.folder_id = ${folderId} and ${reachableByOrg(clientId)})`;

export function createFolderService(db: Db) {
  return {
    async list(caller: Caller, q: { page: number; page_size: number; candidate_id?: number }) {
      const clientId = ownClientId(caller);
      const where = ownOrgOnly(caller, cvFolders.clientId);
      const has =
        q.candidate_id != null
          ? sql<boolean>`exists (select 1 from cv_folder_candidates h where h.folder_id = ${cvFolders.id} and h.candidate_id = ${q.candidate_id})`
          : sql<null>`null`;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            f: cvFolders,
            n: visibleMembers(clientId, sql`${cvFolders.id}`),
            by: { firstName: creator.firstName, lastName: creator.lastName },
            has,
          })
          .from(cvFolders)
          .leftJoin(creator, eq(creator.id, cvFolders.createdBy))
          .where(where)
          .orderBy(desc(cvFolders.updatedAt), desc(cvFolders.id))
          .limit(q.page_size)
          .offset((q.page - 1) * q.page_size),
        db.select({ n: count() }).from(cvFolders).where(where),
      ]);
      return {
        total: total?.n ?? 0,
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
        const [folder] = await tx
          .insert(cvFolders)
          .values({ clientId, name: input.name, createdBy: caller.user.id })
          .onConflictDoNothing()
          .returning();
        if (!folder) throw AppError.conflict(DUPLICATE);
        const added = input.candidate_ids?.length
          ? await addTo(tx, caller, folder.id, input.candidate_ids)
          : null;
        return folderOut(folder, added?.added ?? 0, caller.user);
      });
    },

    async rename(caller: Caller, id: number, name: string): Promise<CvFolder> {
      const folder = await ownFolder(db, caller, id);
      const [clash] = await db
        .select({ id: cvFolders.id })
        .from(cvFolders)
        .where(
          and(
            eq(cvFolders.clientId, folder.clientId),
            sql`lower(${cvFolders.name}) = lower(${name})`,
            sql`${cvFolders.id} <> ${id}`,
          ),
        );
      if (clash) throw AppError.conflict(DUPLICATE);
      const [row] = await db
        .update(cvFolders)
        .set({ name, updatedAt: sql`now()` })
        .where(eq(cvFolders.id, id))
        .returning();
      if (!row) throw AppError.notFound(FOLDER_NOT_FOUND);
      const [n] = await queryRows<{ n: number }>(
        db,
        sql`select ${visibleMembers(folder.clientId, sql`${id}`)} as n`,
      );
      return folderOut(row, n?.n ?? 0, null);
    },

    /** The folder goes; its candidates stay in the database (only the membership rows cascade). */
    async remove(caller: Caller, id: number): Promise<void> {
      await ownFolder(db, caller, id);
      await db.delete(cvFolders).where(eq(cvFolders.id, id));
    },

    async addCandidates(caller: Caller, id: number, ids: number[]) {
      await ownFolder(db, caller, id);
      return db.transaction((tx) => addTo(tx, caller, id, ids));
    },

    async removeCandidates(caller: Caller, id: number, ids: number[]) {
      await ownFolder(db, caller, id);
      const removed = await db
        .delete(cvFolderCandidates)
        .where(and(eq(cvFolderCandidates.folderId, id), inArray(cvFolderCandidates.candidateId, ids)))
        .returning({ id: cvFolderCandidates.candidateId });
      return { removed: removed.length };
    },

    async setNote(caller: Caller, id: number, candidateId: number, note: string) {
      await ownFolder(db, caller, id);
      const [row] = await db
        .update(cvFolderCandidates)
        .set({ note: note || null })
        .where(and(eq(cvFolderCandidates.folderId, id), eq(cvFolderCandidates.candidateId, candidateId)))
        .returning({ note: cvFolderCandidates.note });
      if (!row) throw AppError.notFound(CANDIDATE_NOT_FOUND);
      return { note: row.note };
    },

    /** The folder with one page of the candidates the organisation still sees in it. */
    async view(caller: Caller, id: number, q: FolderViewQuery) {
      const folder = await ownFolder(db, caller, id);
      const rows = await folderRows(db, folder.clientId, id, q);
      const [by] = folder.createdBy
        ? await db.select().from(users).where(eq(users.id, folder.createdBy))
        : [];
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

const FOLDER_ORDER: Record<FolderViewQuery['sort'], SQL> = {
  added: sql`fc.added_at desc, u.id desc`,
  name: sql`lower(u.first_name), lower(u.last_name), u.id`,
  last_active: sql`p.last_active_at desc, u.id desc`,
  experience: sql`p.total_experience_years desc nulls last, u.id desc`,
};

async function folderRows(db: Db, clientId: number, folderId: number, q: FolderViewQuery) {
  const where = sql`fc.folder_id = ${folderId} and ${reachableByOrg(clientId)}`;
  const [rows, [total]] = await Promise.all([
    queryRows<Parameters<typeof toRow>[0] & { note: string | null; added_at: string | Date }>(
      db,
      sql`select ${rowColumns([])}, fc.note, fc.added_at
        from cv_folder_candidates fc join users u on u.id = fc.candidate_id
        join candidate_profiles p on p.user_id = u.id ${rowJoins}
        where ${where} order by ${FOLDER_ORDER[q.sort]}
        limit ${q.page_size} offset ${(q.page - 1) * q.page_size}`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from cv_folder_candidates fc join users u on u.id = fc.candidate_id
        join candidate_profiles p on p.user_id = u.id where ${where}`,
    ),
  ]);
  const data: FolderCandidate[] = rows.map((r) => ({
    ...toRow(r),
    note: r.note,
    added_at: new Date(r.added_at).toISOString(),
  }));
  return { data, total: total?.n ?? 0 };
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
  const parts: SQL[] = [];
  if (from.folderId != null) {
    await ownFolder(db, caller, from.folderId);
    parts.push(
      sql`u.id in (select candidate_id from cv_folder_candidates where folder_id = ${from.folderId})`,
    );
  }
  if (from.candidateIds?.length)
    parts.push(sql`u.id = any(${`{${from.candidateIds.map(Math.trunc).join(',')}}`}::int[])`);
  if (!parts.length) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select u.id from users u join candidate_profiles p on p.user_id = u.id
      where (${sql.join(parts, sql` or `)}) and ${reachableByOrg(clientId)} order by u.id`,
  );
  return rows.map((r) => r.id);
}
