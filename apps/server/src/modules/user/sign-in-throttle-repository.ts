import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { queryRows } from '../../core/db/client';
import { signInFailures } from '../../core/db/schema/accounts';
import { catalogue } from './i18n';

/** Failures an address may have before waits start (times RATE_LIMIT_FACTOR). */
export const FREE_FAILURES = 5;
/** The longest wait: a lockout never lasts longer than this. */
export const MAX_WAIT_SECONDS = 15 * 60;
/** Failures older than this are forgotten. */
const FORGET_AFTER = sql`interval '24 hours'`;

export const throttledMessage = (seconds: number) =>
  catalogue.text('errors.too_many_failed_sign_ins', { seconds: String(seconds) });

/** Seconds before the address may try again; 0 when it may now. */
export async function secondsUntilAllowed(db: Db, email: string): Promise<number> {
  const [row] = await db
    .select({
      wait: sql<number>`greatest(0, ceil(extract(epoch from (${signInFailures.blockedUntil} - now()))))::int`,
    })
    .from(signInFailures)
    .where(eq(signInFailures.email, email.toLowerCase()));
  return Number(row?.wait ?? 0);
}

/**
 * Counts a failure in one statement (racing failures all count). From the `free`-th failure on,
 * each one doubles the wait: 1 s, 2 s, 4 s ... up to MAX_WAIT_SECONDS.
 */
export async function recordFailure(db: Db, email: string, free: number): Promise<void> {
  await queryRows(
    db,
    sql`insert into sign_in_failures as f (email, failures, last_failure_at, blocked_until)
        values (${email.toLowerCase()}, 1, now(), case when ${free} <= 1 then now() + interval '1 second' end)
        on conflict (email) do update set
          failures = case when f.last_failure_at < now() - ${FORGET_AFTER} then 1 else f.failures + 1 end,
          last_failure_at = now(),
          blocked_until = case
            when (case when f.last_failure_at < now() - ${FORGET_AFTER} then 1 else f.failures + 1 end) >= ${free}
            then now() + make_interval(secs => least(${MAX_WAIT_SECONDS}, power(2, least(30,
              (case when f.last_failure_at < now() - ${FORGET_AFTER} then 1 else f.failures + 1 end) - ${free}))))
            else null end
        returning failures`,
  );
}

/** A successful sign-in (or a password reset) starts the count again. */
export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.email, email.toLowerCase()));
}
