import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { candidateCvs } from '../../core/db/schema/candidate-documents';
import { candidateProfiles, files } from '../../core/db/schema/candidates';

/** Queries on a candidate's named CVs (candidate_cvs) and which of them is the default. */

export type CvEntry = typeof candidateCvs.$inferSelect;
export type CvListRow = {
  entry: CvEntry;
  file: typeof files.$inferSelect;
  isDefault: boolean;
};

/**
 * Makes a profile's CV that has no entry yet (stored before CVs had names, or written by a path
 * that sets `cv_file_id` directly, as the seed does) the candidate's default CV, named after its
 * file. Idempotent: a CV with an entry is left alone. For one candidate, or for all when no id.
 */
export async function adoptStoredCvs(db: Db, userId?: number): Promise<void> {
  const forUser = userId === undefined ? sql`` : sql`and p.user_id = ${userId}`;
  await db.execute(sql`
    insert into candidate_cvs (candidate_id, file_id, name, text, created_at, updated_at)
    select p.user_id, p.cv_file_id,
      coalesce(nullif(left(btrim(regexp_replace(f.original_name, '\\.[A-Za-z0-9]{1,5}$', '')), 60), ''), 'My CV'),
      p.cv_text, f.created_at, f.created_at
    from candidate_profiles p
    join files f on f.id = p.cv_file_id
    where not exists (select 1 from candidate_cvs c where c.file_id = p.cv_file_id) ${forUser}
    on conflict (file_id) do nothing`);
}

const listColumns = {
  entry: candidateCvs,
  file: files,
  isDefault: sql<boolean>`coalesce(${candidateProfiles.cvFileId} = ${candidateCvs.fileId}, false)`,
};

/** The candidate's CVs, newest first. */
export async function listCvs(db: Db, userId: number): Promise<CvListRow[]> {
  return db
    .select(listColumns)
    .from(candidateCvs)
    .innerJoin(files, eq(files.id, candidateCvs.fileId))
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, candidateCvs.candidateId))
    .where(eq(candidateCvs.candidateId, userId))
    .orderBy(desc(candidateCvs.createdAt), desc(candidateCvs.id));
}

/** One of the candidate's CVs, or null (someone else's is not there). */
export async function findCv(db: Db, userId: number, id: number): Promise<CvListRow | null> {
  const [row] = await db
    .select(listColumns)
    .from(candidateCvs)
    .innerJoin(files, eq(files.id, candidateCvs.fileId))
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, candidateCvs.candidateId))
    .where(and(eq(candidateCvs.candidateId, userId), eq(candidateCvs.id, id)));
  return row ?? null;
}

/** The candidate's default CV: the one the profile points at. */
export async function defaultCv(db: Db, userId: number): Promise<CvListRow | null> {
  const rows = await listCvs(db, userId);
  return rows.find((r) => r.isDefault) ?? null;
}

export async function countCvs(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(candidateCvs)
    .where(eq(candidateCvs.candidateId, userId));
  return row?.n ?? 0;
}

export async function insertCv(
  db: Db,
  values: { candidateId: number; fileId: number; name: string; text: string },
): Promise<CvEntry> {
  const [row] = await db.insert(candidateCvs).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function renameCv(db: Db, id: number, name: string): Promise<void> {
  await db.update(candidateCvs).set({ name, updatedAt: sql`now()` }).where(eq(candidateCvs.id, id));
}

/** Points the entry at a new file (the default CV replaced through the single-CV upload). */
export async function replaceCvFile(db: Db, id: number, fileId: number, text: string): Promise<void> {
  await db.update(candidateCvs).set({ fileId, text, updatedAt: sql`now()` }).where(eq(candidateCvs.id, id));
}

export async function deleteCvEntry(db: Db, id: number): Promise<void> {
  await db.delete(candidateCvs).where(eq(candidateCvs.id, id));
}

/** The most recently uploaded CV left, the next default when the default goes. */
export async function latestCv(db: Db, userId: number): Promise<CvEntry | null> {
  const [row] = await db
    .select()
    .from(candidateCvs)
    .where(eq(candidateCvs.candidateId, userId))
    .orderBy(desc(candidateCvs.createdAt), desc(candidateCvs.id))
    .limit(1);
  return row ?? null;
}

/** Makes the entry the default: the profile's CV and the text the CV search reads. */
export async function setDefaultCv(db: Db, userId: number, entry: Pick<CvEntry, 'fileId' | 'text'>) {
  await db
    .update(candidateProfiles)
    .set({ cvFileId: entry.fileId, cvText: entry.text })
    .where(eq(candidateProfiles.userId, userId));
}

/** No CV left: the profile has none and the CV search no text of one. */
export async function clearDefaultCv(db: Db, userId: number) {
  await db
    .update(candidateProfiles)
    .set({ cvFileId: null, cvText: '' })
    .where(eq(candidateProfiles.userId, userId));
}
