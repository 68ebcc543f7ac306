import path from 'node:path';
import { type Child, drill, log, sleep, spawnPortal, startPostgres, startServer, tempDir } from './lib';
import { deliveryReport, outboxState, queueMail, sentBefore } from './mail';
import { startSmtpStandIn } from './smtp-stand-in';

/*
 * The worker killed (SIGKILL) in the middle of a large batch of queued mail, twice, a new worker
 * started each time; at the end every mail is counted at the SMTP stand-in by Message-ID:
 * 1. at an arbitrary moment while it sends (what a crash or the OOM killer does);
 * 2. at the worst moment: right after the relay accepted a mail, before the worker could mark it
 *    sent. That mail is sent again by the next worker: the at-least-once boundary, measured here.
 */

const MAILS = Number(process.env.WORKER_KILL_MAILS ?? 1500);
/** Kills at arbitrary moments before the one at the boundary. */
const KILLS = Number(process.env.WORKER_KILLS ?? 5);
const DRAIN_TIMEOUT_MS = 240_000;

export const run = () =>
  drill('worker-kill', async (checks) => {
    const dir = tempDir('worker-kill');
    const pg = await startPostgres();
    let worker: Child | null = null;
    let killAtBoundary = 0; // kill the worker right after the relay accepts this many mails in all
    let boundaryId = '';
    const kills: { at: number; kind: string; received: number }[] = [];
    const smtp = await startSmtpStandIn({
      // A relay takes a moment per mail (real ones 50-500 ms); the drill's 20 ms keeps it short.
      delayMs: 20,
      onAccepted: (id) => {
        if (killAtBoundary && smtp.total() >= killAtBoundary && worker && !worker.exited()) {
          killAtBoundary = 0;
          boundaryId = id;
          worker.process.kill('SIGKILL'); // synchronously, right after the 250 went out
          kills.push({ at: Date.now(), kind: 'after the relay accepted a mail', received: smtp.total() });
        }
      },
    });
    const server = await startServer('web', { DATABASE_URL: pg.url }, dir);
    const env = (n: number) => ({
      DATABASE_URL: pg.url,
      SMTP_URL: smtp.url,
      DATA_DIR: path.join(dir, `worker${n}`),
    });
    const seeded = await sentBefore(pg);
    await queueMail(pg, MAILS, 'kill');
    const queuedAt = Date.now();
    const total = (await outboxState(pg)).total;
    log(`${total} mails queued; starting the worker`);
    worker = spawnPortal('worker1', 'worker', env(1), dir);

    // 1. Arbitrary moments, KILLS times: once the worker has sent 100 mails, after a random wait
    // (a kill right when the stand-in counts a mail would always fall just after an acceptance).
    const claimedAfter: number[] = [];
    for (let k = 1; k <= KILLS; k++) {
      const from = smtp.total();
      while (smtp.total() < from + 100) await sleep(3);
      await sleep(Math.random() * 300);
      worker.process.kill('SIGKILL');
      kills.push({ at: Date.now(), kind: 'arbitrary', received: smtp.total() });
      await new Promise((r) => (worker?.exited() ? r(null) : worker?.process.once('exit', r)));
      claimedAfter.push((await outboxState(pg)).byStatus.sending ?? 0);
      worker = spawnPortal(`worker${k + 1}`, 'worker', env(k + 1), dir);
    }
    log(`${KILLS} kills at arbitrary moments; rows left claimed after each: ${claimedAfter.join(', ')}`);

    // 2. The boundary: right after the relay accepts the 100th mail of the next worker.
    killAtBoundary = smtp.total() + 100;
    while (kills.length < KILLS + 1) await sleep(10);
    await new Promise((r) => (worker?.exited() ? r(null) : worker?.process.once('exit', r)));
    claimedAfter.push((await outboxState(pg)).byStatus.sending ?? 0);
    log(`worker killed right after the relay accepted a mail; ${claimedAfter.at(-1)} rows left claimed`);
    const restartAt = Date.now();
    worker = spawnPortal('last', 'worker', env(KILLS + 2), dir);

    let drainedAt = 0;
    while (Date.now() - restartAt < DRAIN_TIMEOUT_MS) {
      const s = await outboxState(pg);
      if ((s.byStatus.sent ?? 0) === s.total) {
        drainedAt = Date.now();
        break;
      }
      await sleep(250);
    }
    await sleep(2_000);
    const report = await deliveryReport(pg, smtp.received, seeded);
    console.log(
      `\n${total} mails, ${kills.length} kills: ${KILLS} at arbitrary moments (after ${kills
        .slice(0, KILLS)
        .map((k) => k.received)
        .join(', ')} received), one right after the relay accepted mail ${kills.at(-1)?.received}`,
    );
    const boundaryRow = Number(/^<outbox-(\d+)-/.exec(boundaryId)?.[1] ?? 0);
    const [state] = await pg.query<{ attempts: number; status: string }>(
      'select attempts, status from outbox where id = $1',
      [boundaryRow],
    );
    console.log(
      `the mail accepted just before the last kill (row ${boundaryRow}): received ${smtp.received.get(boundaryId) ?? 0} times, ${state?.status} after ${state?.attempts} tries`,
    );
    console.log(
      `everything delivered ${drainedAt ? `${((drainedAt - queuedAt) / 1000).toFixed(1)} s after queueing, ${((drainedAt - restartAt) / 1000).toFixed(1)} s after the last restart` : 'NEVER'}`,
    );
    console.log(
      `delivery: ${report.rows} outbox rows, ${report.missing.length} missing, ${report.twice.length} received twice ${JSON.stringify(report.twice)}, ${report.unknown} unknown`,
    );
    checks.check(drainedAt > 0, 'every mail marked sent after the last restart');
    checks.check(report.missing.length === 0, 'no mail lost');
    checks.check(report.unknown === 0, 'nothing received that the outbox does not hold');
    checks.check(
      report.twice.length <= kills.length && report.twice.every((t) => t.times === 2),
      'at most one mail sent twice per kill: the one the relay accepted in the instant before it',
    );
    checks.check(!server.exited(), 'the server kept running');
  });
