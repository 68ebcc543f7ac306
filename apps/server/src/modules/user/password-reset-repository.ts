import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { resetCodeDays } from '../../core/db/schema/accounts';
import { otpRequests, passwordResets } from '../../core/db/schema/users';

/**
 * Records a send for the address unless one happened within `windowSeconds`. Returns 0 when the
 * send may go ahead, else the seconds left. One statement, so two racing requests cannot both pass.
 */
export async function claimOtpSendSlot(db: Db, email: string, windowSeconds: number): Promise<number> {
  const claimed = await db
    .insert(otpRequests)
    .values({ email, lastSentAt: sql`now()` })
    .onConflictDoUpdate({
      target: otpRequests.email,
      set: { lastSentAt: sql`now()` },
      setWhere: sql`${otpRequests.lastSentAt} <= now() - make_interval(secs => ${windowSeconds})`,
    })
    .returning({ email: otpRequests.email });
  if (claimed.length > 0) return 0;
  const [row] = await db
    .select({
      left: sql<number>`ceil(extract(epoch from (${otpRequests.lastSentAt} + make_interval(secs => ${windowSeconds}) - now())))::int`,
    })
    .from(otpRequests)
    .where(eq(otpRequests.email, email));
  return Math.max(1, row?.left ?? windowSeconds);
}

/** A new code replaces any earlier unused one: only the newest code in the mailbox works. */
export async function replaceReset(
  db: Db,
  input: { userId: number; otpHash: string; ttlSeconds: number },
): Promise<void> {
  await db
    .delete(passwordResets)
    .where(and(eq(passwordResets.userId, input.userId), isNull(passwordResets.usedAt)));
  await db.insert(passwordResets).values({
    userId: input.userId,
    otpHash: input.otpHash,
    expiresAt: sql`now() + make_interval(secs => ${input.ttlSeconds})`,
  });
}

/** The user's live (unused) reset, locked for the rest of the transaction. */
export async function lockLatestReset(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: passwordResets.id,
      otpHash: passwordResets.otpHash,
      attempts: passwordResets.attempts,
      expired: sql<boolean>`${passwordResets.expiresAt} <= now()`,
    })
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)))
    .orderBy(desc(passwordResets.sentAt), desc(passwordResets.id))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function recordWrongAttempt(db: Db, id: number): Promise<number> {
  const [row] = await db
    .update(passwordResets)
    .set({ attempts: sql`${passwordResets.attempts} + 1` })
    .where(eq(passwordResets.id, id))
    .returning({ attempts: passwordResets.attempts });
  return row?.attempts ?? 0;
}

export async function markResetUsed(db: Db, id: number): Promise<void> {
  await db.update(passwordResets).set({ usedAt: sql`now()` }).where(eq(passwordResets.id, id));
}

/**
 * Counts a code sent to the address today (UTC) and returns how many it has had, this one
 * included; known and unknown addresses alike, so the cap tells nothing.
 */
export async function countResetCodeToday(db: Db, email: string): Promise<number> {
  const [row] = await db
    .insert(resetCodeDays)
    .values({ email, day: sql`(now() at time zone 'utc')::date`, count: 1 })
    .onConflictDoUpdate({
      target: [resetCodeDays.email, resetCodeDays.day],
      set: { count: sql`${resetCodeDays.count} + 1` },
    })
    .returning({ count: resetCodeDays.count });
  // Earlier days are of no use any more.
  await db.delete(resetCodeDays).where(sql`${resetCodeDays.day} < (now() at time zone 'utc')::date - 1`);
  return row?.count ?? 1;
}

/** Seconds until the next UTC day, when the daily cap starts again. */
export async function secondsUntilTomorrow(db: Db): Promise<number> {
  const [row] = await db
    .execute<{ s: number }>(
      sql`select ceil(extract(epoch from (date_trunc('day', now() at time zone 'utc') + interval '1 day' - (now() at time zone 'utc'))))::int as s`,
    )
    .then((r) => r.rows);
  return Number(row?.s ?? 86_400);
}
