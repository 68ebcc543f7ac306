import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from '../core/config';
import { openDatabase } from '../core/db/client';
import { DataDirInUseError } from '../core/db/lock';
import { runMigrations } from '../core/db/migrate';
import { resolveJwtSecret } from '../core/lib/secrets';
import { adoptStoredCvs } from '../modules/files';
import { buildApp } from './app';
import { serveLiveSnapshots } from './backup/live-snapshot';
import { runSeed } from './seed';
import { demoBannerLines } from './seed/demo-accounts';

/** Entry: config -> database (locked, migrated, seeded) -> app -> listen; graceful shutdown. */
async function main(): Promise<void> {
  const config = loadConfig();
  // The lock comes first: a second process must stop before touching anything in DATA_DIR.
  const database = await openDatabase(config);
  try {
    const jwtSecret = resolveJwtSecret(config.dataDir, config.jwtSecret);
    await runMigrations(database);
    await runSeed(database.db, config);
    // CVs stored before candidates could keep several become their default CV (idempotent; issue 29).
    await adoptStoredCvs(database.db);
    const app = await buildApp({ config, database, jwtSecret });
    // `npm run backup` asks this process for the embedded database's snapshot (it holds the lock).
    const stopSnapshots = database.dumpDataDir
      ? serveLiveSnapshots(config.dataDir, database.dumpDataDir, app.log)
      : () => {};

    closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'shutting down after an error');
      else app.log.info({ signal }, 'shutting down');
      // app.close() stops accepting connections, waits for requests in flight, then stops the worker.
      await app.close();
      stopSnapshots();
      await database.close();
    });

    await app.listen({ port: config.port, host: config.host });
    const lines = [
      '',
      `Logistics Jobs portal: ${config.publicUrl}  (database: ${database.driver}, mail: ${config.smtpUrl ? 'SMTP' : `${config.dataDir}/mail`})`,
      ...(config.nodeEnv !== 'production' ? [`API docs: ${config.publicUrl}/api/docs`] : []),
      ...demoBannerLines(config),
      '',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } catch (err) {
    await database.close();
    throw err;
  }
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirInUseError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(
      `Failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
  }
  process.exit(1);
});
