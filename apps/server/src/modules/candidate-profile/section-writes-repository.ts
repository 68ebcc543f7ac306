import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import {
  candidateCertifications,
  candidateEducations,
  candidateEmployments,
  candidateProfiles,
} from '../../core/db/schema/candidates';
import { users } from '../../core/db/schema/users';

/** The writes of the profile's sections; the service checks the rules and the owner first. */

type Person = Partial<Pick<typeof users.$inferInsert, 'firstName' | 'lastName' | 'phone'>>;

/** The candidate's name and phone live on the account. */
export async function updatePerson(tx: Db, userId: number, person: Person) {
  await tx
    .update(users)
    .set({ ...person, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function updateProfileRow(
  tx: Db,
  userId: number,
  set: Partial<typeof candidateProfiles.$inferInsert>,
) {
  await tx.update(candidateProfiles).set(set).where(eq(candidateProfiles.userId, userId));
}

/** The wizard's end is kept from the first time; later calls change nothing. */
export async function markOnboarded(tx: Db, userId: number) {
  await tx
    .update(candidateProfiles)
    .set({ onboardedAt: sql`coalesce(${candidateProfiles.onboardedAt}, now())` })
    .where(eq(candidateProfiles.userId, userId));
}

export async function insertEducation(tx: Db, values: typeof candidateEducations.$inferInsert) {
  await tx.insert(candidateEducations).values(values);
}

export async function updateEducationRow(
  tx: Db,
  id: number,
  set: Partial<typeof candidateEducations.$inferInsert>,
) {
  await tx.update(candidateEducations).set(set).where(eq(candidateEducations.id, id));
}

export async function insertEmployment(tx: Db, values: typeof candidateEmployments.$inferInsert) {
  await tx.insert(candidateEmployments).values(values);
}

export async function updateEmploymentRow(
  tx: Db,
  id: number,
  set: Partial<typeof candidateEmployments.$inferInsert>,
) {
  await tx.update(candidateEmployments).set(set).where(eq(candidateEmployments.id, id));
}

export async function insertCertification(tx: Db, values: typeof candidateCertifications.$inferInsert) {
  await tx.insert(candidateCertifications).values(values);
}

export async function updateCertificationRow(
  tx: Db,
  id: number,
  set: Partial<typeof candidateCertifications.$inferInsert>,
) {
  await tx.update(candidateCertifications).set(set).where(eq(candidateCertifications.id, id));
}
