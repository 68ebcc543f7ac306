import { API, API_PREFIX } from '@portal/contract/paths';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../core/db/client';
import { jobLink } from '../../core/lib/job-link';
import { listHeaders } from '../../platform/mail/list-headers';
import { enqueueMail } from '../../platform/mail/outbox-repository';
import { unsubscribeToken } from '../../platform/mail/unsubscribe-token';
import { hitsFor } from '../job-search';
import { mailPreferenceLinks } from '../mail-preferences';
import { searchQueryOf } from './criteria';
import { digestMail } from './digest-mail';
import {
  type AlertRow,
  claimDueAlerts,
  digestRecipient,
  insertDeliveries,
  moveSchedule,
  newMatches,
  retryLater,
} from './digest-repository';
import { criteriaOf } from './repository';

/** Jobs a digest lists; beyond them it links to the search. */
export const DIGEST_MAX_JOBS = 20;
const BATCH = 20;

export type DigestDeps = {
  db: Db;
  log: FastifyBaseLogger;
  secret: Uint8Array;
  publicUrl: string;
  /** Wakes the mail worker once digests are queued. */
  notifyMail: () => void;
};

/**
 * One alert's run: when new jobs match, the deliveries, the mail and the next run are written in
 * one transaction (all or nothing); when none match, only the schedule moves. Returns whether a
 * digest was queued.
 */
export async function runAlert(deps: DigestDeps, alert: AlertRow): Promise<boolean> {
  const { db } = deps;
  const [{ ids, total }, recipient] = await Promise.all([
    newMatches(db, alert, DIGEST_MAX_JOBS),
    // A candidate who paused every alert has no recipient: the schedule moves on, nothing is mailed.
    digestRecipient(db, alert.candidateId),
  ]);
  const jobs = ids.length && recipient ? await hitsFor(db, ids) : [];
  const runAt = alert.claimedAt ?? new Date();
  return db.transaction(async (tx) => {
    // Unsubscribed or paused since the claim: no mail, and the schedule is the new owner's business.
    const moved = await moveSchedule(tx, alert, runAt);
    if (!moved || !recipient || jobs.length === 0) return false;
    const fresh = new Set(
      await insertDeliveries(
        tx,
        alert.id,
        jobs.map((j) => j.id),
      ),
    );
    const listed = jobs.filter((j) => fresh.has(j.id));
    if (listed.length === 0) return false;
    const token = unsubscribeToken(deps.secret, alert.id);
    const base = deps.publicUrl;
    const oneClick = `${base}${API_PREFIX}${API.jobs.alertUnsubscribe}?token=${encodeURIComponent(token)}`;
    const links = mailPreferenceLinks(deps.secret, base, alert.candidateId, 'job_alerts');
    const mail = digestMail({
      firstName: recipient.firstName,
      alertName: alert.name,
      locale: recipient.locale,
      jobs: listed,
      more: Math.max(0, total - jobs.length),
      urls: {
        job: (id) => jobLink(base, id, 'alert'),
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
      headers: listHeaders(oneClick, { id: `job-alert-${alert.id}`, name: 'Job alert' }, base),
    });
    return true;
  });
}

/** Runs every due alert once; a failing alert is logged and retried later, the others go on. */
export async function runDueAlerts(deps: DigestDeps): Promise<{ runs: number; mailed: number }> {
  let runs = 0;
  let mailed = 0;
  for (;;) {
    const claimed = await claimDueAlerts(deps.db, BATCH);
    for (const alert of claimed) {
      runs += 1;
      try {
        if (await runAlert(deps, alert)) mailed += 1;
      } catch (err) {
        deps.log.error({ err, alert_id: alert.id }, 'job alert digest failed');
        await retryLater(deps.db, alert.id);
      }
    }
    if (claimed.length < BATCH) break;
  }
  if (mailed > 0) deps.notifyMail();
  return { runs, mailed };
}
