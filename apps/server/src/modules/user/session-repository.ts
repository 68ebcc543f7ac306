import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { revokedTokens } from '../../core/db/schema/sessions';
import { users } from '../../core/db/schema/users';

/** Ends one token before its expiry; rows of tokens that expired anyway are dropped on the way. */
export async function revokeToken(
  db: Db,
  token: { jti: string; userId: number; expiresAt: Date },
): Promise<void> {
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, sql`now()`));
  await db.insert(revokedTokens).values(token).onConflictDoNothing();
}

/** Revokes the token unless it already was; true when this call revoked it (single use). */
export async function claimToken(
  db: Db,
  token: { jti: string; userId: number; expiresAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(revokedTokens)
    .values(token)
    .onConflictDoNothing()
    .returning({ jti: revokedTokens.jti });
  return rows.length > 0;
}

/** Every token issued before no longer matches the user's version: all sessions end. */
export async function bumpTokenVersion(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
