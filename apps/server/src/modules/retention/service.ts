import { CONFIRM_DAYS, RETENTION_GRACE_DAYS } from '@portal/contract/consents';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../core/db/client';
import type { PeriodicTask } from '../../core/lib/periodic-task';
import { periodicTask } from '../../core/lib/periodic-task';
import type { FileStorage } from '../../platform/files/storage';
import { enqueueMail, type OutgoingMail } from '../../platform/mail/outbox-repository';
import { anonymiseCandidate, eraseAccount, removeStoredFiles } from '../erasure';
import { candidateRetentionMonths } from '../settings';
import { inactivityMail, notConfirmedMail } from './mails';
import { claimDueForAnonymising, claimInactive, claimUnconfirmed } from './repository';

export type RetentionDeps = {
  db: Db;
  storage: Pick<FileStorage, 'remove'>;
  log: Pick<FastifyBaseLogger, 'warn' | 'info' | 'error'>;
  publicUrl: string;
  notifyMail: () => void;
};

const DAY_MS = 86_400_000;

/** `months` calendar months before `now` (UTC). */
function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

/**
 * Recruiter-added candidates who did not claim their account within CONFIRM_DAYS (the claim link's
 * life): erased with their files, and the recruiter who added them told. Claimed, erased and mailed
 * in one transaction per batch, so each is handled once whichever worker claims it.
 */
export async function runUnconfirmedPurge(deps: RetentionDeps, now = new Date()): Promise<number> {
  const { erased, keys } = await deps.db.transaction(async (tx) => {
    const due = await claimUnconfirmed(tx, now);
    const keys: string[] = [];
    const mails: OutgoingMail[] = [];
    for (const person of due) {
      keys.push(...(await eraseAccount(tx, person, 'not_confirmed')));
      if (person.recruiter_email)
        mails.push({
          to: person.recruiter_email,
          ...notConfirmedMail({
            recruiterFirstName: person.recruiter_first_name ?? '',
            candidateId: person.id,
            addedAt: new Date(person.added_at),
            locale: person.recruiter_locale ?? 'en',
          }),
        });
    }
    await enqueueMail(tx, mails);
    return { erased: due.length, keys };
  });
  await removeStoredFiles(deps.storage, keys, deps.log);
  if (erased) deps.notifyMail();
  return erased;
}

/**
 * The retention rule: a candidate who has not signed in for the operator's number of months is
 * mailed; RETENTION_GRACE_DAYS later, still without a sign-in, the account is anonymised (the
 * applications the employers keep stay, without the person). Returns how many of each.
 */
export async function runRetentionPass(
  deps: RetentionDeps,
  now = new Date(),
): Promise<{ mailed: number; anonymised: number }> {
  const months = await candidateRetentionMonths(deps.db);
  const mailed = await deps.db.transaction(async (tx) => {
    const due = await claimInactive(tx, monthsBefore(now, months), now);
    const until = new Date(now.getTime() + RETENTION_GRACE_DAYS * DAY_MS);
    await enqueueMail(
      tx,
      due.map((p) => ({
        to: p.email,
        ...inactivityMail({
          firstName: p.first_name,
          months,
          until,
          signInUrl: `${deps.publicUrl}/auth/candidate/sign-in`,
          locale: p.locale,
        }),
      })),
    );
    return due.length;
  });
  const { anonymised, keys } = await deps.db.transaction(async (tx) => {
    const due = await claimDueForAnonymising(tx, new Date(now.getTime() - RETENTION_GRACE_DAYS * DAY_MS));
    const keys: string[] = [];
    for (const person of due) keys.push(...(await anonymiseCandidate(tx, person)));
    return { anonymised: due.length, keys };
  });
  await removeStoredFiles(deps.storage, keys, deps.log);
  if (mailed) deps.notifyMail();
  return { mailed, anonymised };
}

/** Both passes, hourly, in the worker (inline or `npm run worker`), as the other scheduled jobs. */
export function createRetentionTask(
  deps: RetentionDeps & { log: FastifyBaseLogger; intervalMs?: number },
): PeriodicTask {
  return periodicTask(
    'retention pass',
    async () => {
      const purged = await runUnconfirmedPurge(deps);
      const { mailed, anonymised } = await runRetentionPass(deps);
      if (purged || mailed || anonymised)
        deps.log.info({ purged, mailed, anonymised, confirmDays: CONFIRM_DAYS }, 'retention pass');
    },
    { intervalMs: deps.intervalMs ?? 60 * 60_000, log: deps.log },
  );
}
