import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../core/db/client';
import { jobAlertDeliveries, jobAlerts } from '../../core/db/schema/alerts';
import { mailPreferences } from '../../core/db/schema/mail-preferences';
import { users } from '../../core/db/schema/users';
import { filterConditions, whereOf } from '../job-search';
import { criteriaOf } from './repository';
import { nextRunAt } from './schedule-repository';

/** The reads and writes of the digest run (digest.ts). */

export type AlertRow = typeof jobAlerts.$inferSelect;

/** A claim older than this belongs to a worker that died; the alert is taken again. */
const STALE_CLAIM = sql`interval '10 minutes'`;
/**
 * Jobs are looked for from this long before the last run: a job published by a transaction that
 * committed after the last run had read its matches would otherwise be missed for good. The
 * deliveries table keeps the overlap from mailing anything twice.
 */
const OVERLAP = sql`interval '1 hour'`;
/** After an error the alert waits this long before its next try. */
const RETRY_AFTER = sql`interval '15 minutes'`;

/** Claims due, active alerts; SKIP LOCKED lets several workers share them without overlap. */
export async function claimDueAlerts(db: Db, limit: number): Promise<AlertRow[]> {
  const due = db
    .select({ id: jobAlerts.id })
    .from(jobAlerts)
    .where(
      and(
        eq(jobAlerts.active, true),
        lte(jobAlerts.nextRunAt, sql`now()`),
        or(isNull(jobAlerts.claimedAt), lte(jobAlerts.claimedAt, sql`now() - ${STALE_CLAIM}`)),
      ),
    )
    .orderBy(jobAlerts.nextRunAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.update(jobAlerts).set({ claimedAt: sql`now()` }).where(inArray(jobAlerts.id, due)).returning();
}

/** Open jobs matching the alert, new since its last run and never mailed by it, newest first. */
export async function newMatches(
  db: Db,
  alert: AlertRow,
  limit: number,
): Promise<{ ids: number[]; total: number }> {
  const criteria = criteriaOf(alert);
  const where = whereOf(filterConditions({ ...criteria, page: 1, page_size: limit }));
  const since = sql`greatest(${alert.lastRunAt.toISOString()}::timestamptz - ${OVERLAP}, ${alert.createdAt.toISOString()}::timestamptz)`;
  const rows = await queryRows<{ id: number; total: number }>(
    db,
    sql`select j.id, count(*) over ()::int as total from jobs j
        where ${where} and j.published_at > ${since}
          and not exists (select 1 from job_alert_deliveries d where d.alert_id = ${alert.id} and d.job_id = j.id)
        order by j.published_at desc, j.id desc limit ${limit}`,
  );
  return { ids: rows.map((r) => Number(r.id)), total: Number(rows[0]?.total ?? 0) };
}

/**
 * The candidate's address, first name and language, unless every alert is paused in the mail
 * preferences.
 */
export async function digestRecipient(db: Db, candidateId: number) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .leftJoin(mailPreferences, eq(mailPreferences.userId, users.id))
    .where(
      and(
        eq(users.id, candidateId),
        or(isNull(mailPreferences.jobAlerts), eq(mailPreferences.jobAlerts, true)),
      ),
    );
  return row;
}

/** Records the run at `runAt` and schedules the next, if the alert is still active; whether it was. */
export async function moveSchedule(tx: Db, alert: AlertRow, runAt: Date): Promise<boolean> {
  const [moved] = await tx
    .update(jobAlerts)
    .set({
      lastRunAt: sql`${runAt.toISOString()}::timestamptz`,
      nextRunAt: nextRunAt(alert.frequency),
      claimedAt: null,
    })
    .where(and(eq(jobAlerts.id, alert.id), eq(jobAlerts.active, true)))
    .returning({ id: jobAlerts.id });
  return !!moved;
}

/** Records the jobs as mailed by the alert; those not mailed before. */
export async function insertDeliveries(tx: Db, alertId: number, jobIds: number[]): Promise<number[]> {
  const inserted = await tx
    .insert(jobAlertDeliveries)
    .values(jobIds.map((jobId) => ({ alertId, jobId })))
    .onConflictDoNothing()
    .returning({ jobId: jobAlertDeliveries.jobId });
  return inserted.map((r) => r.jobId);
}

/** Releases the claim; the alert is tried again after RETRY_AFTER. */
export async function retryLater(db: Db, alertId: number) {
  await db
    .update(jobAlerts)
    .set({ claimedAt: null, nextRunAt: sql`now() + ${RETRY_AFTER}` })
    .where(eq(jobAlerts.id, alertId));
}
