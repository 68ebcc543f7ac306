import type { MailCategory } from '@portal/contract/mail-preferences';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../core/db/client';
import { isPermanentFailure, recordBounce } from './bounces';
import { claimDueMail, markFailed, markSent, markSkipped } from './outbox-repository';
import type { MailTransport } from './transport';

export type OutboxWorker = {
  start(): void;
  /** Runs a pass soon: called after a transaction that enqueued mail has committed. */
  poke(): void;
  /** Finishes the pass in progress, then stops and closes its transport (the SMTP connection). */
  stop(): Promise<void>;
};

const BATCH = 10;

/** Polls every `intervalMs` and whenever poked; one pass at a time. */
export function createOutboxWorker(deps: {
  db: Db;
  transport: MailTransport;
  log: FastifyBaseLogger;
  /** Whether the recipient still wants this kind of mail (the mail-preferences module answers). */
  wantsMail: (db: Db, email: string, category: MailCategory) => Promise<boolean>;
  intervalMs?: number;
}): OutboxWorker {
  const interval = deps.intervalMs ?? 2000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = true;

  async function pass(): Promise<void> {
    for (;;) {
      const rows = await claimDueMail(deps.db, BATCH);
      for (const row of rows) {
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
          await deps.transport.send(row);
          await markSent(deps.db, row.id);
          deps.log.info({ outbox_id: row.id, attempts: row.attempts }, 'mail delivered');
        } catch (err) {
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
      if (rows.length < BATCH || stopped) return;
    }
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
