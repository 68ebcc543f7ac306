import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { mfaRecoveryCodes, userMfa } from '../../core/db/schema/mfa';

export type MfaRow = typeof userMfa.$inferSelect;

export async function findMfa(db: Db, userId: number): Promise<MfaRow | null> {
  const [row] = await db.select().from(userMfa).where(eq(userMfa.userId, userId));
  return row ?? null;
}

/** A new key waiting for its first code; replaces a set-up that was never finished. */
export async function savePendingSecret(db: Db, userId: number, secretEnc: string): Promise<void> {
  await db
    .insert(userMfa)
    .values({ userId, secretEnc })
    .onConflictDoUpdate({
      target: userMfa.userId,
      set: { secretEnc, enabledAt: null, lastStep: 0, createdAt: sql`now()` },
      // Never overwrite an authenticator already in use.
      setWhere: isNull(userMfa.enabledAt),
    });
}

/**
 * Moves `last_step` forward only if no other request used this step or a later one: of two
 * requests racing with the same code, one wins. `enable` also turns the authenticator on.
 */
export async function claimStep(db: Db, userId: number, step: number, enable = false): Promise<boolean> {
  const rows = await db
    .update(userMfa)
    .set({ lastStep: step, ...(enable ? { enabledAt: sql`now()` } : {}) })
    .where(and(eq(userMfa.userId, userId), sql`${userMfa.lastStep} < ${step}`))
    .returning({ userId: userMfa.userId });
  return rows.length > 0;
}

export async function replaceRecoveryCodes(db: Db, userId: number, hashes: string[]): Promise<void> {
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await db.insert(mfaRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Uses the code up; false when it is unknown or was used already (racing uses: one wins). */
export async function useRecoveryCode(db: Db, userId: number, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeHash, codeHash),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

export async function isMfaEnabled(db: Db, userId: number): Promise<boolean> {
  return Boolean((await findMfa(db, userId))?.enabledAt);
}

export async function removeMfa(db: Db, userId: number): Promise<void> {
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await db.delete(userMfa).where(eq(userMfa.userId, userId));
}
