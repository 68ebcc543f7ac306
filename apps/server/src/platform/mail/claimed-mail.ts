import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../core/db/client';
import { type PeriodicTask, periodicTask } from '../../core/lib/periodic-task';
import { enqueueMail, type OutgoingMail } from './outbox-repository';

/*
 * Reminder mails sent once (interview reminders, tasks' due mails): a pass claims what is due with
 * one atomic UPDATE that stamps the row as sent, and queues the mails in the same transaction. Two
 * workers claiming at once cannot both win a row, and a failed queue rolls the claim back.
 */

/** Claims in a transaction and queues the claimed rows' mails there; the number of mails queued. */
export async function queueClaimedMail<T>(
  db: Db,
  claim: (tx: Db) => Promise<T[]>,
  mailsFor: (tx: Db, claimed: T[]) => Promise<OutgoingMail[]>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await claim(tx);
    if (!claimed.length) return 0;
    const mails = await mailsFor(tx, claimed);
    await enqueueMail(tx, mails);
    return mails.length;
  });
}

export type ClaimedMailTask = PeriodicTask & { poke(): void };

/**
 * Runs `pass` every `intervalMs` (a minute by default) and on `poke` (a change that may be due at
 * once); wakes the mail worker when it queued anything.
 */
export function claimedMailTask(
  name: string,
  pass: () => Promise<number>,
  deps: { log: FastifyBaseLogger; notifyMail: () => void; intervalMs?: number },
): ClaimedMailTask {
  const run = async () => {
    const queued = await pass();
    if (queued) {
      deps.notifyMail();
      deps.log.info({ queued }, `${name}: mails queued`);
    }
  };
  const task = periodicTask(name, run, { intervalMs: deps.intervalMs ?? 60_000, log: deps.log });
  return {
    ...task,
    poke: () => {
      task.runOnce().catch((err: unknown) => deps.log.error({ err }, `${name} failed`));
    },
  };
}
