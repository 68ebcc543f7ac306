import { API, API_PREFIX } from '@portal/contract/paths';
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, queryRows } from '../../core/db/client';
import { jobAlertDeliveries, jobAlerts } from '../../core/db/schema/alerts';
import { mailPreferences } from '../../core/db/schema/mail-preferences';
import { users } from '../../core/db/schema/users';
import { enqueueMail } from '../../platform/mail/outbox';
import { unsubscribeToken } from '../../platform/mail/unsubscribe-token';
import { filterConditions, hitsFor, whereOf } from '../job-search';
import { mailPreferenceLinks } from '../mail-preferences';
import { searchQueryOf } from './criteria';
import { digestMail } from './digest-mail';
import { criteriaOf } from './repository';
import { nextRunAt } from './schedule';

type AlertRow = typeof jobAlerts.$inferSelect;

/** Jobs a digest lists; beyond them it links to the search. */
export const DIGEST_MAX_JOBS = 20;
const BATCH = 20;
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

export type DigestDeps = {
  db: Db;
  log: FastifyBaseLogger;
  secret: Uint8Array;
  publicUrl: string;
  /** Wakes the mail worker once digests are queued. */
  notifyMail: () => void;
};

/** Claims due, active alerts; SKIP LOCKED lets several workers share them without overlap. */
export async function claimDueAlerts(db: Db, limit = BATCH): Promise<AlertRow[]> {
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
async function newMatches(db: Db, alert: AlertRow): Promise<{ ids: number[]; total: number }> {
  const criteria = criteriaOf(alert);
  const where = whereOf(filterConditions({ ...criteria, page: 1, page_size: DIGEST_MAX_JOBS }));
  const since = sql`greatest(${alert.lastRunAt.toISOString()}::timestamptz - ${OVERLAP}, ${alert.createdAt.toISOString()}::timestamptz)`;
  const rows = await queryRows<{ id: number; total: number }>(
    db,
    sql`select j.id, count(*) over ()::int as total from jobs j
        where ${where} and j.published_at > ${since}
          and not exists (select 1 from job_alert_deliveries d where d.alert_id = ${alert.id} and d.job_id = j.id)
        order by j.published_at desc, j.id desc limit ${DIGEST_MAX_JOBS}`,
  );
  return { ids: rows.map((r) => Number(r.id)), total: Number(rows[0]?.total ?? 0) };
}

/**
 * One alert's run: when new jobs match, the deliveries, the mail and the next run are written in
 * one transaction (all or nothing); when none match, only the schedule moves. Returns whether a
 * digest was queued.
 */
export async function runAlert(deps: DigestDeps, alert: AlertRow): Promise<boolean> {
  const { db } = deps;
  const [{ ids, total }, [recipient]] = await Promise.all([
    newMatches(db, alert),
    // A candidate who paused every alert has no recipient: the schedule moves on, nothing is mailed.
    db
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .leftJoin(mailPreferences, eq(mailPreferences.userId, users.id))
      .where(
        and(
          eq(users.id, alert.candidateId),
          or(isNull(mailPreferences.jobAlerts), eq(mailPreferences.jobAlerts, true)),
        ),
      ),
  ]);
  const jobs = ids.length && recipient ? await hitsFor(db, ids) : [];
  const runAt = sql`${(alert.claimedAt ?? new Date()).toISOString()}::timestamptz`;
  return db.transaction(async (tx) => {
    // Unsubscribed or paused since the claim: no mail, and the schedule is the new owner's business.
    const [moved] = await tx
      .update(jobAlerts)
      .set({ lastRunAt: runAt, nextRunAt: nextRunAt(alert.frequency), claimedAt: null })
      .where(and(eq(jobAlerts.id, alert.id), eq(jobAlerts.active, true)))
      .returning({ id: jobAlerts.id });
    if (!moved || !recipient || jobs.length === 0) return false;
    const inserted = await tx
      .insert(jobAlertDeliveries)
      .values(jobs.map((j) => ({ alertId: alert.id, jobId: j.id })))
      .onConflictDoNothing()
      .returning({ jobId: jobAlertDeliveries.jobId });
    const fresh = new Set(inserted.map((r) => r.jobId));
    const listed = jobs.filter((j) => fresh.has(j.id));
    if (listed.length === 0) return false;
    const token = unsubscribeToken(deps.secret, alert.id);
    const base = deps.publicUrl;
    const oneClick = `${base}${API_PREFIX}${API.jobs.alertUnsubscribe}?token=${encodeURIComponent(token)}`;
    const links = mailPreferenceLinks(deps.secret, base, alert.candidateId, 'job_alerts');
    const mail = digestMail({
      firstName: recipient.firstName,
      alertName: alert.name,
      jobs: listed,
      more: Math.max(0, total - jobs.length),
      urls: {
        job: (id) => `${base}/unauth/jobs/view/${id}`,
        search: `${base}/unauth/search-job?${searchQueryOf(criteriaOf(alert))}`,
        manage: `${base}/candidate/job-alert`,
        unsubscribe: `${base}/unauth/job-alert/unsubscribe?token=${encodeURIComponent(token)}`,
        preferences: links.preferences,
        pauseAll: links.unsubscribe,
      },
    });
    await enqueueMail(tx, {
      ...mail,
      to: recipient.email,
      category: 'job_alerts',
      headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    return true;
  });
}

/** Runs every due alert once; a failing alert is logged and retried later, the others go on. */
export async function runDueAlerts(deps: DigestDeps): Promise<{ runs: number; mailed: number }> {
  let runs = 0;
  let mailed = 0;
  for (;;) {
    const claimed = await claimDueAlerts(deps.db);
    for (const alert of claimed) {
      runs += 1;
      try {
        if (await runAlert(deps, alert)) mailed += 1;
      } catch (err) {
        deps.log.error({ err, alert_id: alert.id }, 'job alert digest failed');
        await deps.db
          .update(jobAlerts)
          .set({ claimedAt: null, nextRunAt: sql`now() + ${RETRY_AFTER}` })
          .where(eq(jobAlerts.id, alert.id));
      }
    }
    if (claimed.length < BATCH) break;
  }
  if (mailed > 0) deps.notifyMail();
  return { runs, mailed };
}
