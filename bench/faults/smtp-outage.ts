import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { drill, log, readLog, sleep, spawnPortal, startPostgres, startServer, tempDir } from './lib';
import { deliveryReport, outboxState, queueMail, sentBefore } from './mail';
import { startSmtpStandIn } from './smtp-stand-in';

/*
 * The mail relay down for SMTP_DOWN_SECONDS (300: five minutes) while mail is queued: the first half
 * it refuses connections (closed port), the second it answers "421 service not available". The
 * outbox keeps the mail, the worker retries with backoff, and once the relay is back every mail is
 * delivered exactly once (counted by Message-ID at the stand-in).
 */

const DOWN_MS = Number(process.env.SMTP_DOWN_SECONDS ?? 300) * 1000;
const QUEUE_EVERY_MS = Math.max(2_000, Math.min(15_000, DOWN_MS / 10));
const DRAIN_TIMEOUT_MS = 180_000;

export const run = () =>
  drill('smtp-outage', async (checks) => {
    const dir = tempDir('smtp-outage');
    const pg = await startPostgres();
    const smtp = await startSmtpStandIn();
    const server = await startServer('web', { DATABASE_URL: pg.url, RATE_LIMIT_FACTOR: '100000' }, dir);
    // The worker as its own process, as production runs it (the web process has WORKER=off).
    const env = { DATABASE_URL: pg.url, SMTP_URL: smtp.url, DATA_DIR: path.join(dir, 'worker') };
    const seeded = await sentBefore(pg);
    const worker = spawnPortal('worker', 'worker', env, dir);
    const tag = randomBytes(3).toString('hex');

    // Mail flows before the outage.
    await queueMail(pg, 20, `${tag}-before`);
    const until = Date.now() + 60_000;
    let before = await outboxState(pg);
    while (before.byStatus.sent !== before.total && Date.now() < until) {
      await sleep(500);
      before = await outboxState(pg);
    }
    log(`before the outage: ${before.byStatus.sent ?? 0} of ${before.total} mails sent`);
    checks.check(before.byStatus.sent === before.total, 'mail is delivered before the outage');

    log(`relay down for ${DOWN_MS / 1000} s: closed, then refusing with 421`);
    const downAt = Date.now();
    const receivedBefore = smtp.total();
    await smtp.set('closed');
    let queued = 0;
    let enquiries = 0;
    let refusing = false;
    while (Date.now() - downAt < DOWN_MS) {
      if (!refusing && Date.now() - downAt >= DOWN_MS / 2) {
        refusing = true;
        await smtp.set('refusing');
      }
      await queueMail(pg, 10, `${tag}-down`);
      queued += 10;
      // And through the portal: each enquiry mails the staff.
      const res = await fetch(`${server.base}/api/settings/enquiry`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Drill Sender',
          email: `smtp-${tag}-${enquiries}@example.com`,
          service: 'general',
          message: 'Mail relay drill',
        }),
      });
      if (res.status === 201) enquiries++;
      await sleep(Math.min(QUEUE_EVERY_MS, Math.max(0, DOWN_MS - (Date.now() - downAt))));
    }
    const during = await outboxState(pg);
    const received = smtp.total();
    log(`relay back after ${((Date.now() - downAt) / 1000).toFixed(0)} s`);
    const upAt = Date.now();
    await smtp.set('up');

    let drainedAt = 0;
    while (Date.now() - upAt < DRAIN_TIMEOUT_MS) {
      const s = await outboxState(pg);
      if ((s.byStatus.sent ?? 0) === s.total) {
        drainedAt = Date.now();
        break;
      }
      await sleep(250);
    }
    await sleep(3_000); // anything sent twice would arrive now
    const report = await deliveryReport(pg, smtp.received, seeded);
    const workerLog = readLog(path.join(dir, 'worker.log'));
    const pauses = (workerLog.match(/mail relay unavailable: delivery paused/g) ?? []).length;
    const bounced = await pg.query<{ n: string }>(
      "select count(*) as n from email_suppressions where reason = 'bounced'",
    );

    console.log(
      `\nqueued during the outage: ${queued} directly + ${enquiries} enquiries (each mails the staff)`,
    );
    console.log(
      `at the end of the outage: ${JSON.stringify(during.byStatus)}, most tries used up by a waiting mail ${during.maxAttempts}, ${received - receivedBefore} delivered while down`,
    );
    console.log(
      `the worker paused ${pauses} times while the relay was down (tries 5 s apart, doubling to 60 s)`,
    );
    console.log(
      `after the relay came back: every mail delivered in ${drainedAt ? `${((drainedAt - upAt) / 1000).toFixed(1)} s` : 'NEVER'}`,
    );
    console.log(
      `delivery: ${report.rows} outbox rows, ${report.missing.length} missing, ${report.twice.length} received twice, ${report.unknown} unknown`,
    );
    checks.check((during.byStatus.failed ?? 0) === 0, 'no mail given up during the outage');
    checks.check(received === receivedBefore, 'nothing was delivered while the relay was down');
    checks.check(pauses > 0, 'the worker backed off (paused) while the relay was down');
    checks.check(drainedAt > 0, 'every mail delivered after the relay came back');
    checks.check(report.missing.length === 0, 'no mail lost');
    checks.check(report.twice.length === 0 && report.unknown === 0, 'no mail delivered twice');
    checks.check(Number(bounced[0]?.n ?? 0) === 0, 'no recipient marked bounced because the relay refused');
    checks.check(!server.exited() && !worker.exited(), 'the server and the worker kept running');
  });
