import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../core/db/client';
import { idempotencyKeys } from '../../core/db/schema/idempotency';

export type IdempotencyClaim = { userId: number; key: string };

export type ClaimOutcome =
  | { kind: 'claimed' }
  | { kind: 'mismatch' }
  | { kind: 'in_progress' }
  | { kind: 'replay'; status: number; body: unknown };

/**
 * A claim still unanswered after this long belongs to a request that died (no request of ours runs
 * that long) and may be taken over. The one duplicate left: a process killed after its write
 * committed and before the answer was recorded (one UPDATE later) runs the write again for a retry
 * past this age; closing that needs the answer stored in the write's own transaction.
 */
const ABANDONED = "interval '1 minute'";
const EXPIRED = "interval '24 hours'";

/**
 * Claims the key, or says why not. A key past 24 hours, or abandoned, is claimed afresh; the
 * primary key makes one of several concurrent claims win.
 */
export async function claimKey(db: Db, claim: IdempotencyClaim, fingerprint: string): Promise<ClaimOutcome> {
  const claimed = await queryRows<{ n: number }>(
    db,
    sql`insert into idempotency_keys (user_id, key, fingerprint)
        values (${claim.userId}, ${claim.key}, ${fingerprint})
        on conflict (user_id, key) do update
          set fingerprint = excluded.fingerprint, status = null, body = null, created_at = now()
          where idempotency_keys.created_at < now() - ${sql.raw(EXPIRED)}
             or (idempotency_keys.status is null and idempotency_keys.created_at < now() - ${sql.raw(ABANDONED)})
        returning 1 as n`,
  );
  if (claimed.length > 0) return { kind: 'claimed' };
  const [row] = await db
    .select({
      fingerprint: idempotencyKeys.fingerprint,
      status: idempotencyKeys.status,
      body: idempotencyKeys.body,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
  // Released between our insert and this read: the caller may simply retry.
  if (!row) return { kind: 'in_progress' };
  if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
  if (row.status === null || row.body === null) return { kind: 'in_progress' };
  return { kind: 'replay', status: row.status, body: JSON.parse(row.body) };
}

/** Stores the answer (the handler's object, before serialization) to replay. */
export async function recordAnswer(db: Db, claim: IdempotencyClaim, status: number, body: unknown) {
  await db
    .update(idempotencyKeys)
    .set({ status, body: JSON.stringify(body) })
    .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
}

/** Frees a claim whose request wrote nothing (an error answer), so the key can be used again. */
export async function releaseClaim(db: Db, claim: IdempotencyClaim) {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, claim.userId),
        eq(idempotencyKeys.key, claim.key),
        isNull(idempotencyKeys.status),
      ),
    );
}

export async function pruneIdempotencyKeys(db: Db) {
  await db.execute(sql`delete from idempotency_keys where created_at < now() - ${sql.raw(EXPIRED)}`);
}
