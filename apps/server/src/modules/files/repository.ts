import type { FileKind } from '@portal/contract/candidate-enums';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { applications } from '../../core/db/schema/applications';
import { candidateProfiles, files } from '../../core/db/schema/candidates';

export type FileRow = typeof files.$inferSelect;

export async function insertFile(db: Db, values: typeof files.$inferInsert): Promise<FileRow> {
  const [row] = await db.insert(files).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findFile(db: Db, id: number): Promise<FileRow | null> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row ?? null;
}

export async function findFileByKey(db: Db, kind: FileKind, key: string): Promise<FileRow | null> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.kind, kind), eq(files.storageKey, key)));
  return row ?? null;
}

/** Deletes the row and returns its storage key, for removing the bytes once the transaction commits. */
export async function deleteFileRow(db: Db, id: number): Promise<string | null> {
  const [row] = await db.delete(files).where(eq(files.id, id)).returning({ key: files.storageKey });
  return row?.key ?? null;
}

/**
 * Lets go of a file the profile no longer uses. A CV that an application was sent with stays, as
 * the employer's copy of what the candidate applied with; anything else is deleted. Returns the
 * storage key whose bytes are to go once the transaction commits, or null.
 */
export async function releaseFile(db: Db, id: number): Promise<string | null> {
  const [held] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.cvFileId, id))
    .limit(1);
  return held ? null : deleteFileRow(db, id);
}

/** Every storage key a user owns (their account is about to go; the rows go by cascade). */
export async function storageKeysOf(db: Db, ownerId: number): Promise<string[]> {
  const rows = await db.select({ key: files.storageKey }).from(files).where(eq(files.ownerId, ownerId));
  return rows.map((r) => r.key);
}

/** The candidate's current CV, or null. */
export async function currentCvOf(db: Db, userId: number): Promise<FileRow | null> {
  const [row] = await db
    .select({ file: files })
    .from(candidateProfiles)
    .innerJoin(files, eq(files.id, candidateProfiles.cvFileId))
    .where(eq(candidateProfiles.userId, userId));
  return row?.file ?? null;
}
