import type { FolderViewQuery } from '@portal/contract/cv-folders';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from '../../core/db/client';
import { cvFolderCandidates, cvFolders } from '../../core/db/schema/cv-database';
import { users } from '../../core/db/schema/users';
import type { Caller } from '../../platform/tenancy/scope';
import { ownOrgOnly } from '../../platform/tenancy/scope-repository';
import { inCvDatabaseFor, type RawRow, rowColumns, rowJoins } from '../cv-search';

export type FolderRow = typeof cvFolders.$inferSelect;

/**
 * The candidates an organisation may keep in its folders and see there: those the CV database
 * gives it (listed, or added by it and unclaimed), and those who applied to one of its jobs (they
 * chose to reach it, hidden or not). A candidate who hides their profile leaves every other folder
 * view. SQL over `u` and `p`.
 */
function reachableByOrg(clientId: number): SQL {
  return sql`(${inCvDatabaseFor(clientId)} or (u.role = 'candidate' and exists (select 1 from applications a
    join jobs j on j.id = a.job_id where a.candidate_id = u.id and j.client_id = ${clientId})))`;
}

const intArray = (ids: number[]) => `{${ids.map(Math.trunc).join(',')}}`;

const creator = alias(users, 'creator');

/** Folders are the organisation's own, the operator's included. */
const scope = (c: Caller) => ownOrgOnly(c, cvFolders.clientId);

/** Members the organisation still sees, per folder. */
const visibleMembers = (clientId: number, folderId: SQL) =>
  sql<number>`(select count(*)::int from cv_folder_candidates fc join users u on u.id = fc.candidate_id
    join candidate_profiles p on p.user_id = u.id where fc.folder_id = ${folderId} and ${reachableByOrg(clientId)})`;

/** One of the caller's organisation's folders, or undefined. */
export async function ownFolderRow(db: Db, caller: Caller, id: number) {
  const [row] = await db
    .select()
    .from(cvFolders)
    .where(and(eq(cvFolders.id, id), scope(caller)));
  return row;
}

/** Which of these ids (unique) are candidates the organisation may keep. */
export async function reachableCandidateIds(db: Db, clientId: number, ids: number[]): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select u.id from users u join candidate_profiles p on p.user_id = u.id
      where u.id = any(${intArray(ids)}::int[]) and ${reachableByOrg(clientId)}`,
  );
  return rows.map((r) => r.id);
}

/** Adds candidates to a folder (those already in it stay as they were); the ids newly added. */
export async function insertMembers(db: Db, folderId: number, candidateIds: number[], addedBy: number) {
  const added = await db
    .insert(cvFolderCandidates)
    .values(candidateIds.map((candidateId) => ({ folderId, candidateId, addedBy })))
    .onConflictDoNothing()
    .returning({ id: cvFolderCandidates.candidateId });
  return added.map((r) => r.id);
}

export async function touchFolder(db: Db, folderId: number) {
  await db.update(cvFolders).set({ updatedAt: sql`now()` }).where(eq(cvFolders.id, folderId));
}

/**
 * One page of the organisation's folders, last changed first, with each one's visible members,
 * its maker's name and, when a candidate is named, whether it holds them.
 */
export async function folderPage(
  db: Db,
  caller: Caller,
  clientId: number,
  q: { page: number; page_size: number; candidate_id?: number },
) {
  const where = scope(caller);
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
  return { rows, total: total?.n ?? 0 };
}

/** A new folder, or undefined when the organisation already has one of that name. */
export async function insertFolder(db: Db, values: { clientId: number; name: string; createdBy: number }) {
  const [folder] = await db.insert(cvFolders).values(values).onConflictDoNothing().returning();
  return folder;
}

/** Whether another of the organisation's folders has this name, whatever its case. */
export async function folderNameTaken(db: Db, clientId: number, name: string, exceptId: number) {
  const [clash] = await db
    .select({ id: cvFolders.id })
    .from(cvFolders)
    .where(
      and(
        eq(cvFolders.clientId, clientId),
        sql`lower(${cvFolders.name}) = lower(${name})`,
        sql`${cvFolders.id} <> ${exceptId}`,
      ),
    );
  return clash !== undefined;
}

export async function renameFolder(db: Db, id: number, name: string) {
  const [row] = await db
    .update(cvFolders)
    .set({ name, updatedAt: sql`now()` })
    .where(eq(cvFolders.id, id))
    .returning();
  return row;
}

export async function visibleMemberCount(db: Db, clientId: number, folderId: number) {
  const [n] = await queryRows<{ n: number }>(
    db,
    sql`select ${visibleMembers(clientId, sql`${folderId}`)} as n`,
  );
  return n?.n ?? 0;
}

/** Deletes a folder; its membership rows cascade, the candidates stay. */
export async function deleteFolder(db: Db, id: number) {
  await db.delete(cvFolders).where(eq(cvFolders.id, id));
}

/** Takes candidates out of a folder; how many were in it. */
export async function deleteMembers(db: Db, folderId: number, candidateIds: number[]) {
  const removed = await db
    .delete(cvFolderCandidates)
    .where(
      and(eq(cvFolderCandidates.folderId, folderId), inArray(cvFolderCandidates.candidateId, candidateIds)),
    )
    .returning({ id: cvFolderCandidates.candidateId });
  return removed.length;
}

/** Sets a member's note (empty clears it); undefined when the candidate is not in the folder. */
export async function setMemberNote(db: Db, folderId: number, candidateId: number, note: string | null) {
  const [row] = await db
    .update(cvFolderCandidates)
    .set({ note })
    .where(and(eq(cvFolderCandidates.folderId, folderId), eq(cvFolderCandidates.candidateId, candidateId)))
    .returning({ note: cvFolderCandidates.note });
  return row;
}

export async function userById(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** The row CV search reads a candidate from. */

const FOLDER_ORDER: Record<FolderViewQuery['sort'], SQL> = {
  added: sql`fc.added_at desc, u.id desc`,
  name: sql`lower(u.first_name), lower(u.last_name), u.id`,
  last_active: sql`p.last_active_at desc, u.id desc`,
  experience: sql`p.total_experience_years desc nulls last, u.id desc`,
};

/** One page of a folder's members the organisation still sees (CV search's row), and their number. */
export async function memberPage(db: Db, clientId: number, folderId: number, q: FolderViewQuery) {
  const where = sql`fc.folder_id = ${folderId} and ${reachableByOrg(clientId)}`;
  const [rows, [total]] = await Promise.all([
    queryRows<RawRow & { note: string | null; added_at: string | Date }>(
      db,
      sql`select ${rowColumns()}, fc.note, fc.added_at
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
  return { rows, total: total?.n ?? 0 };
}

/**
 * The candidates of a folder and/or a selection that the organisation may reach, by id. The
 * folder must already be known to be the organisation's.
 */
export async function reachableIdsIn(
  db: Db,
  clientId: number,
  from: { folderId?: number; candidateIds?: number[] },
): Promise<number[]> {
  const parts: SQL[] = [];
  if (from.folderId != null)
    parts.push(
      sql`u.id in (select candidate_id from cv_folder_candidates where folder_id = ${from.folderId})`,
    );
  if (from.candidateIds?.length) parts.push(sql`u.id = any(${intArray(from.candidateIds)}::int[])`);
  if (!parts.length) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select u.id from users u join candidate_profiles p on p.user_id = u.id
      where (${sql.join(parts, sql` or `)}) and ${reachableByOrg(clientId)} order by u.id`,
  );
  return rows.map((r) => r.id);
}
