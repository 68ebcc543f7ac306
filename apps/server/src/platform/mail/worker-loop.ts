import type { MailCategory } from '@portal/contract/mail-preferences';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../core/db/client';
import { isPermanentFailure, recordBounce } from './bounces';
import {
  CLAIM_HEARTBEAT_MS,
  claimDueMail,
  markFailed,
  markSent,
  markSkipped,
  releaseClaims,
  touchClaims,
} from './outbox-repository';
import { isRelayDown } from './relay-down';
import type { MailTransport } from './transport';

export type OutboxWorker = {
  start(): void;
  /** Runs a pass soon: called after a transaction that enqueued mail has committed. */
  poke(): void;
  /** Finishes the pass in progress, then stops and closes its transport (the SMTP connection). */
  stop(): Promise<void>;
};

const BATCH = 10;
/** While the relay is down the worker tries one mail 5 s later, the wait doubling to a minute. */
const RELAY_PAUSE_MS = { min: 5_000, max: 60_000 };

/** Polls every `intervalMs` and whenever poked; one pass at a time. */
export function createOutboxWorker(deps: {
  db: Db;
  transport: MailTransport;
  log: FastifyBaseLogger;
  /** Whether the recipient still wants this kind of mail (the mail-preferences module answers). */
  wantsMail: (db: Db, email: string, category: MailCategory) => Promise<boolean>;
  intervalMs?: number;
  relayPauseMs?: { min: number; max: number };
}): OutboxWorker {
  const interval = deps.intervalMs ?? 2000;
  const relayPause = deps.relayPauseMs ?? RELAY_PAUSE_MS;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = true;
  /** The relay is down: no claim before this time; `pauseMs` is the current wait (0: relay up). */
  let pausedUntil = 0;
  let pauseMs = 0;

  /** The relay refused: give the rest of the batch back untried and wait before the next try. */
  async function pause(rows: { id: number }[], err: unknown): Promise<void> {
    const reason = err instanceof Error ? err.message : String(err);
    pauseMs = Math.min(relayPause.max, pauseMs ? pauseMs * 2 : relayPause.min);
    pausedUntil = Date.now() + pauseMs;
    await releaseClaims(
      deps.db,
      rows.map((r) => r.id),
      reason,
    );
    deps.log.warn({ reason, retry_in_s: pauseMs / 1000 }, 'mail relay unavailable: delivery paused');
  }

  async function pass(): Promise<void> {
    for (;;) {
      if (Date.now() < pausedUntil) return;
      const rows = await claimDueMail(deps.db, BATCH);
      // Claims older than a minute are retaken (a dead worker's); keep ours fresh while sending.
      let done = 0;
      const heartbeat = setInterval(() => {
        touchClaims(
          deps.db,
          rows.slice(done).map((r) => r.id),
        ).catch((err: unknown) => deps.log.warn({ err }, 'could not renew outbox claims'));
      }, CLAIM_HEARTBEAT_MS);
      try {
        if (await sendAll(rows, (n) => (done = n))) return;
      } finally {
        clearInterval(heartbeat);
      }
      if (rows.length < BATCH || stopped) return;
    }
  }

  /** Sends the claimed rows in order; true when the relay went down (the rest were given back). */
  async function sendAll(rows: Awaited<ReturnType<typeof claimDueMail>>, progress: (n: number) => void) {
    for (const [i, row] of rows.entries()) {
      progress(i);
      // Only the relay's own failures pause delivery; the database's (same socket codes) do not.
      let sending = false;
      try {
        // Checked at send time, not only when queued: the candidate may have said no since.
        if (row.category && !(await deps.wantsMail(deps.db, row.to, row.category))) {
          await markSkipped(deps.db, row.id);
          deps.log.info(
            { outbox_id: row.id, category: row.category },
            'mail skipped: turned off by recipient',
          );
          continue;
        }
        sending = true;
        await deps.transport.send(row);
        sending = false;
        await markSent(deps.db, row.id);
        deps.log.info({ outbox_id: row.id, attempts: row.attempts }, 'mail delivered');
        if (pauseMs) deps.log.warn('mail relay reachable again: delivery resumed');
        pauseMs = 0;
      } catch (err) {
        if (sending && isRelayDown(err)) {
          await pause(rows.slice(i), err);
          return true;
        }
        const reason = err instanceof Error ? err.message : String(err);
        const permanent = isPermanentFailure(err);
        await markFailed(deps.db, row, reason, permanent);
        if (permanent) await recordBounce(deps.db, row.to, reason);
        deps.log.warn(
          { outbox_id: row.id, attempts: row.attempts, reason, permanent },
          'mail delivery failed',
        );
      }
    }
    return false;
  }

  function run(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = pass()
      .catch((err: unknown) => deps.log.error({ err }, 'outbox pass failed'))
      .finally(() => {
        running = undefined;
        if (stopped) return;
        if (again) {
          again = false;
          setImmediate(run);
        } else {
          timer = setTimeout(run, interval);
        }
      });
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      run();
    },
    poke() {
      if (!stopped) setImmediate(run);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      deps.transport.close();
    },
  };
}
