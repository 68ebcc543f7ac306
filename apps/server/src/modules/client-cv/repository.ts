import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { clients } from '../../core/db/schema/clients';
import { companyProfiles } from '../../core/db/schema/companies';
import { clientCvShares } from '../../core/db/schema/cv-database';
import { users } from '../../core/db/schema/users';

export type ShareRow = typeof clientCvShares.$inferSelect;
export type NewShare = typeof clientCvShares.$inferInsert;

/** An organisation's name and its company profile's logo key (none before the profile has one). */
export async function organisationBrand(db: Db, clientId: number) {
  const [row] = await db
    .select({ name: clients.name, logoKey: companyProfiles.logoKey })
    .from(clients)
    .leftJoin(companyProfiles, eq(companyProfiles.clientId, clients.id))
    .where(eq(clients.id, clientId));
  return row;
}

/** Every column but the token's hash, which never leaves the database once written. */
const shareColumns = {
  ...(({ tokenHash: _t, ...rest }) => rest)(getTableColumns(clientCvShares)),
  createdByName: sql<string | null>`nullif(concat_ws(' ', ${users.firstName}, ${users.lastName}), '')`,
};

/** An organisation's links to one candidate, newest first, with the name of who made each. */
export function sharesOfCandidate(db: Db, clientId: number, candidateId: number) {
  return db
    .select(shareColumns)
    .from(clientCvShares)
    .leftJoin(users, eq(users.id, clientCvShares.createdBy))
    .where(and(eq(clientCvShares.clientId, clientId), eq(clientCvShares.candidateId, candidateId)))
    .orderBy(desc(clientCvShares.createdAt), desc(clientCvShares.id));
}

export async function insertShare(db: Db, values: NewShare) {
  const [row] = await db.insert(clientCvShares).values(values).returning();
  return row;
}

/** Marks an organisation's link revoked (keeping the first revocation's time); undefined when not its. */
export async function revokeOwnShare(db: Db, clientId: number, shareId: number) {
  const [row] = await db
    .update(clientCvShares)
    .set({ revokedAt: sql`coalesce(${clientCvShares.revokedAt}, now())` })
    .where(and(eq(clientCvShares.id, shareId), eq(clientCvShares.clientId, clientId)))
    .returning();
  return row;
}

export async function userName(db: Db, userId: number) {
  const [row] = await db
    .select({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function shareByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db.select().from(clientCvShares).where(eq(clientCvShares.tokenHash, tokenHash));
  return row;
}

export async function countShareOpen(db: Db, shareId: number) {
  await db
    .update(clientCvShares)
    .set({ openedCount: sql`${clientCvShares.openedCount} + 1`, lastOpenedAt: sql`now()` })
    .where(eq(clientCvShares.id, shareId));
}
