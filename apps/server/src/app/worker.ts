import closeWithGrace from 'close-with-grace';
import Fastify from 'fastify';
import { ConfigError, loadConfig } from '../core/config';
import { openDatabase } from '../core/db/client';
import { DataDirInUseError } from '../core/db/lock';
import { resolveJwtSecret } from '../core/lib/secrets';
import { createAlertDigestTask } from '../modules/alerts';
import { createSavedSearchAlertTask } from '../modules/cv-saved-searches';
import { createInterviewReminderTask } from '../modules/interviews';
import { createJobsMaintenance } from '../modules/jobs';
import { wantsMail } from '../modules/mail-preferences';
import { createWeeklyNewsTask } from '../modules/newsletter';
import { createWeeklyReportTask } from '../modules/reports';
import { createRetentionTask } from '../modules/retention';
import { createTaskPassTask } from '../modules/tasks';
import { createFileStorage } from '../platform/files/storage-plugin';
import { loggerOptions } from '../platform/http/logger';
import { createMailTransport } from '../platform/mail/transport';
import { createOutboxWorker } from '../platform/mail/worker-loop';

/**
 * The background worker as its own process (`npm run worker`), for deployments on PostgreSQL where
 * web processes run with WORKER=off. The server applies migrations; start it first.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  // Fastify only for its configured pino logger (same redaction as the server); nothing listens.
  const { log } = Fastify({ logger: loggerOptions(config) });
  const worker = createOutboxWorker({
    wantsMail,
    db: database.db,
    transport: createMailTransport(config),
    log,
  });
  worker.start();
  const maintenance = createJobsMaintenance({ db: database.db, log });
  maintenance.start();
  const secret = resolveJwtSecret(config.dataDir, config.jwtSecret);
  const alertDigests = createAlertDigestTask({
    db: database.db,
    log,
    secret,
    publicUrl: config.publicUrl,
    notifyMail: () => worker.poke(),
  });
  alertDigests.start();
  const savedSearchAlerts = createSavedSearchAlertTask({
    db: database.db,
    log,
    secret,
    publicUrl: config.publicUrl,
    notifyMail: () => worker.poke(),
  });
  savedSearchAlerts.start();
  const weeklyNews = createWeeklyNewsTask({
    db: database.db,
    log,
    secret,
    publicUrl: config.publicUrl,
    notifyMail: () => worker.poke(),
  });
  weeklyNews.start();
  const interviewReminders = createInterviewReminderTask({
    db: database.db,
    log,
    secret,
    publicUrl: config.publicUrl,
    notifyMail: () => worker.poke(),
  });
  interviewReminders.start();
  const taskPass = createTaskPassTask({
    db: database.db,
    log,
    publicUrl: config.publicUrl,
    notifyMail: () => worker.poke(),
  });
  taskPass.start();
  const weeklyReports = createWeeklyReportTask({
    db: database.db,
    log,
    secret,
    publicUrl: config.publicUrl,
    notifyMail: () => worker.poke(),
  });
  weeklyReports.start();
  const retention = createRetentionTask({
    db: database.db,
    storage: createFileStorage(config),
    log,
    publicUrl: config.publicUrl,
    notifyMail: () => worker.poke(),
  });
  retention.start();
  log.info({ driver: database.driver }, 'worker started');
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) log.error({ err }, 'worker stopping after an error');
    else log.info({ signal }, 'worker stopping');
    await worker.stop();
    await maintenance.stop();
    await alertDigests.stop();
    await savedSearchAlerts.stop();
    await weeklyNews.stop();
    await interviewReminders.stop();
    await taskPass.stop();
    await weeklyReports.stop();
    await retention.stop();
    await database.close();
  });
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirInUseError) {
    process.stderr.write(`${err.message}\n`);
    if (err instanceof DataDirInUseError) {
      process.stderr.write('With the embedded database the server runs the worker itself (WORKER=inline).\n');
    }
  } else {
    process.stderr.write(
      `Worker failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
  }
  process.exit(1);
});
