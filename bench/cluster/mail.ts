import path from 'node:path';
import { type Checks, log, type Postgres, sleep, spawnPortal } from '../faults/lib';
import { deliveryReport, outboxState, queueMail, sentBefore } from '../faults/mail';
import { startSmtpStandIn } from '../faults/smtp-stand-in';

const MAILS = Number(process.env.CLUSTER_MAILS ?? 400);

/**
 * Two workers on the same queue, each with its own SMTP stand-in so that what each sent is
 * counted apart: every mail is received exactly once in all, and both workers sent some (they
 * competed for the same rows rather than one doing it all).
 */
export async function mailWithTwoWorkers(checks: Checks, pg: Postgres, dir: string) {
  const seeded = await sentBefore(pg);
  await queueMail(pg, MAILS, 'cluster');
  // A relay takes a moment per mail; 5 ms keeps the run short and both workers busy.
  const relays = [await startSmtpStandIn({ delayMs: 5 }), await startSmtpStandIn({ delayMs: 5 })];
  const queuedAt = Date.now();
  for (const [i, relay] of relays.entries())
    spawnPortal(
      `worker${i + 1}`,
      'worker',
      { DATABASE_URL: pg.url, SMTP_URL: relay.url, DATA_DIR: path.join(dir, `worker${i + 1}`) },
      dir,
    );
  let drainedMs = 0;
  while (Date.now() - queuedAt < 180_000) {
    const s = await outboxState(pg);
    if ((s.byStatus.sent ?? 0) === s.total) {
      drainedMs = Date.now() - queuedAt;
      break;
    }
    await sleep(250);
  }
  await sleep(1_000); // anything sent twice would arrive by now
  const received = new Map<string, number>();
  for (const relay of relays)
    for (const [id, n] of relay.received) received.set(id, (received.get(id) ?? 0) + n);
  const report = await deliveryReport(pg, received, seeded);
  const [first, second] = relays.map((r) => r.total());
  log(
    `${report.rows} mails sent in ${(drainedMs / 1000).toFixed(1)} s: worker 1 sent ${first}, worker 2 sent ${second}; ${report.missing.length} missing, ${report.twice.length} twice`,
  );
  checks.check(drainedMs > 0, 'every queued mail marked sent');
  checks.check(report.missing.length === 0 && report.unknown === 0, 'no mail lost, none unknown');
  checks.check(report.twice.length === 0, 'each mail sent once with two workers competing');
  checks.check((first ?? 0) > 0 && (second ?? 0) > 0, 'both workers claimed rows');
}
