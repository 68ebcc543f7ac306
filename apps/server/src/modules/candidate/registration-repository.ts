import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { pendingRegistrations } from '../../core/db/schema/accounts';

export type PendingRegistration = typeof pendingRegistrations.$inferSelect;

/** One pending sign-up per address: a newer one replaces the older (its link stops working). */
export async function upsertPendingRegistration(
  db: Db,
  values: Omit<typeof pendingRegistrations.$inferInsert, 'id' | 'createdAt' | 'expiresAt'> & {
    ttlSeconds: number;
  },
): Promise<void> {
  const { ttlSeconds, ...row } = values;
  const expiresAt = sql`now() + make_interval(secs => ${ttlSeconds})`;
  await db
    .insert(pendingRegistrations)
    .values({ ...row, expiresAt })
    .onConflictDoUpdate({
      target: pendingRegistrations.email,
      set: { ...row, expiresAt, createdAt: sql`now()` },
    });
}

/** Takes the live registration of the token: it is removed at once, so a link works only once. */
export async function takePendingRegistration(
  db: Db,
  tokenHash: string,
): Promise<PendingRegistration | null> {
  const [row] = await db
    .delete(pendingRegistrations)
    .where(and(eq(pendingRegistrations.tokenHash, tokenHash), gt(pendingRegistrations.expiresAt, sql`now()`)))
    .returning();
  return row ?? null;
}

/** Expired sign-ups hold a password hash nobody will use: they go. */
export async function deleteExpiredRegistrations(db: Db): Promise<void> {
  await db.delete(pendingRegistrations).where(lte(pendingRegistrations.expiresAt, sql`now()`));
}
