import closeWithGrace from 'close-with-grace';
import Fastify from 'fastify';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirInUseError } from './db/lock';
import { resolveJwtSecret } from './lib/secrets';
import { createMailTransport } from './mail/transport';
import { createOutboxWorker } from './mail/worker-loop';
import { createAlertDigestTask } from './modules/alerts/digest-task';
import { createSavedSearchAlertTask } from './modules/cv-saved-searches/alert';
import { createJobsMaintenance } from './modules/jobs/maintenance';
import { createWeeklyNewsTask } from './modules/newsletter/task';
import { loggerOptions } from './plugins/logger';

/**
 * The background worker as its own process (`npm run worker`), for deployments on PostgreSQL where
 * web processes run with WORKER=off. The server applies migrations; start it first.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  // Fastify only for its configured pino logger (same redaction as the server); nothing listens.
  const { log } = Fastify({ logger: loggerOptions(config) });
  const worker = createOutboxWorker({ db: database.db, transport: createMailTransport(config), log });
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
  log.info({ driver: database.driver }, 'worker started');
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) log.error({ err }, 'worker stopping after an error');
    else log.info({ signal }, 'worker stopping');
    await worker.stop();
    await maintenance.stop();
    await alertDigests.stop();
    await savedSearchAlerts.stop();
    await weeklyNews.stop();
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
