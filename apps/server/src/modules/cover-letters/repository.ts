import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { coverLetters } from '../../core/db/schema/candidate-documents';

export type CoverLetterRow = typeof coverLetters.$inferSelect;

const own = (userId: number, id: number) =>
  and(eq(coverLetters.candidateId, userId), eq(coverLetters.id, id));

/** The candidate's cover letters, last changed first. */
export async function coverLettersOf(db: Db, userId: number): Promise<CoverLetterRow[]> {
  return db
    .select()
    .from(coverLetters)
    .where(eq(coverLetters.candidateId, userId))
    .orderBy(desc(coverLetters.updatedAt), desc(coverLetters.id));
}

export async function countCoverLetters(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(coverLetters)
    .where(eq(coverLetters.candidateId, userId));
  return row?.n ?? 0;
}

/** Serialises one candidate's writes (the limit is counted, then a row added). */
export async function lockCandidateLetters(db: Db, userId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(727290, ${userId})`);
}

export async function insertCoverLetter(
  db: Db,
  values: { candidateId: number; title: string; body: string },
): Promise<CoverLetterRow> {
  const [row] = await db.insert(coverLetters).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The changed letter, or null when the candidate has none with this id. */
export async function updateCoverLetter(
  db: Db,
  userId: number,
  id: number,
  patch: { title?: string; body?: string },
): Promise<CoverLetterRow | null> {
  const [row] = await db
    .update(coverLetters)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(own(userId, id))
    .returning();
  return row ?? null;
}

/** Whether the candidate had a letter with this id. */
export async function deleteCoverLetter(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db.delete(coverLetters).where(own(userId, id)).returning({ id: coverLetters.id });
  return rows.length > 0;
}
