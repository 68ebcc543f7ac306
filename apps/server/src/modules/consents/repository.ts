import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { candidateProfiles } from '../../core/db/schema/candidates';
import { candidateConsents } from '../../core/db/schema/consents';

/** Every consent record of the candidate, newest first. */
export const consentRecordsOf = (db: Db, candidateId: number) =>
  db
    .select()
    .from(candidateConsents)
    .where(eq(candidateConsents.candidateId, candidateId))
    .orderBy(desc(candidateConsents.createdAt), desc(candidateConsents.id));

/**
 * Shows or hides the profile in the CV database. The profile's row feeds `candidate_search` by
 * trigger, whose notice updates the in-memory index before the next search answers.
 */
export async function setListed(tx: Db, candidateId: number, listed: boolean) {
  await tx
    .update(candidateProfiles)
    .set({ hidden: !listed, updatedAt: sql`now()` })
    .where(eq(candidateProfiles.userId, candidateId));
}
