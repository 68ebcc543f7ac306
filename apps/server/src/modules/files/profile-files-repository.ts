import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { candidateProfiles } from '../../core/db/schema/candidates';
import { users } from '../../core/db/schema/users';

/** Queries on the columns that point a candidate's profile and account at their photo and CV. */

/** The profile's current file ids, its row locked until the transaction ends (none: both null). */
export async function lockProfileFiles(tx: Db, userId: number) {
  const [row] = await tx
    .select({ photo: candidateProfiles.photoFileId, cv: candidateProfiles.cvFileId })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, userId))
    .for('update');
  return row ?? { photo: null, cv: null };
}

/** The photo file on the profile, and its address on the account (what the header shows). */
export async function setPhoto(tx: Db, userId: number, fileId: number, url: string) {
  await tx.update(candidateProfiles).set({ photoFileId: fileId }).where(eq(candidateProfiles.userId, userId));
  await tx.update(users).set({ profilePhoto: url, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

/** The account's photo address, or null. */
export async function accountPhotoOf(db: Db, userId: number): Promise<string | null> {
  const [user] = await db.select({ photo: users.profilePhoto }).from(users).where(eq(users.id, userId));
  return user?.photo ?? null;
}

export async function clearAccountPhoto(tx: Db, userId: number) {
  await tx.update(users).set({ profilePhoto: null, updatedAt: sql`now()` }).where(eq(users.id, userId));
}
