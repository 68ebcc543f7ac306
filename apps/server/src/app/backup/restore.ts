import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../core/config';
import {
  type BackupCounts,
  countPortalTables,
  readCounts,
  readMigrationLevel,
  withConnection,
} from '../../core/db/backup-queries';
import type { Db } from '../../core/db/client';
import { acquireDataDirLock } from '../../core/db/lock';
import { findPgTool, runPgTool } from '../../core/db/pg-tools';
import { openPgliteArchive } from './backup';
import { isNonEmptyDir } from './files';
import { codeMigrationLevel, type Manifest, readManifest, SECRET, UPLOADS } from './manifest';

export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

/**
 * Restores a backup folder into this configuration's database (DATABASE_URL, or DATA_DIR/pglite)
 * and DATA_DIR/uploads. Refuses a target holding anything unless `force`; with it, the embedded
 * database and the uploads are moved aside (`*.replaced-<time>`), never deleted.
 */
export async function restore(config: Config, from: string, force: boolean): Promise<Manifest> {
  const manifest = readManifest(from);
  const code = codeMigrationLevel();
  if (manifest.migrations.last_created_at > code.last_created_at)
    throw new RestoreRefusedError(
      `This backup has ${manifest.migrations.applied} migrations applied, newer than this version of the portal knows (${code.applied}). Restore it with the version that made it (${manifest.portal_version}) or newer.`,
    );
  const wantPostgres = Boolean(config.databaseUrl);
  if (wantPostgres !== (manifest.database.driver === 'postgres'))
    throw new RestoreRefusedError(
      manifest.database.driver === 'postgres'
        ? 'This backup is of a PostgreSQL database: set DATABASE_URL to the database to restore into.'
        : 'This backup is of the embedded database: unset DATABASE_URL and set DATA_DIR to the folder to restore into.',
    );

  const uploads = path.join(config.dataDir, UPLOADS);
  const secretFile = path.join(config.dataDir, SECRET);
  const restoreFiles = manifest.files.backend === 'local' && !config.s3;
  const restoreSecret = manifest.secret_included && !config.jwtSecret;
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const busy: string[] = [];
  if (restoreFiles && isNonEmptyDir(uploads)) busy.push(uploads);
  if (
    restoreSecret &&
    existsSync(secretFile) &&
    readFileSync(secretFile, 'utf8') !== readFileSync(path.join(from, SECRET), 'utf8')
  )
    busy.push(secretFile);

  if (config.databaseUrl) {
    const url = config.databaseUrl;
    const pgRestore = findPgTool('pg_restore');
    if ((await withConnection(url, countPortalTables)) > 0) busy.push('the database at DATABASE_URL');
    refuseUnlessForced(busy, force);
    const args = ['--no-owner', '--no-privileges', '--exit-on-error', '-d', url];
    if (force) args.unshift('--clean', '--if-exists');
    await runPgTool(pgRestore, [...args, path.join(from, manifest.database.file)]);
    await withConnection(url, (db) => checkRestored(db, manifest));
  } else {
    const dbDir = path.join(config.dataDir, 'pglite');
    mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
    // Held until the end: a portal started meanwhile must not open a half-restored directory.
    const lock = acquireDataDirLock(config.dataDir, dbDir);
    try {
      if (isNonEmptyDir(dbDir)) busy.push(dbDir);
      refuseUnlessForced(busy, force);
      if (existsSync(dbDir)) renameSync(dbDir, `${dbDir}.replaced-${stamp}`);
      const database = await openPgliteArchive(path.join(from, manifest.database.file), dbDir);
      try {
        await checkRestored(database.db, manifest);
      } finally {
        // A clean shutdown: the next start opens it without crash recovery.
        await database.close();
      }
    } finally {
      lock.release();
    }
  }

  if (restoreFiles) {
    if (existsSync(uploads)) renameSync(uploads, `${uploads}.replaced-${stamp}`);
    const copy = path.join(from, UPLOADS);
    if (existsSync(copy)) await cp(copy, uploads, { recursive: true, preserveTimestamps: true });
  }
  if (restoreSecret) copyFileSync(path.join(from, SECRET), secretFile);
  return manifest;
}

function refuseUnlessForced(busy: string[], force: boolean): void {
  if (busy.length > 0 && !force)
    throw new RestoreRefusedError(
      `Not restoring over data: ${busy.join(', ')} ${busy.length > 1 ? 'hold' : 'holds'} data already. Restore into an empty target, or add --force to replace it (the embedded database and the uploads are moved aside, not deleted).`,
    );
}

async function checkRestored(db: Db, manifest: Manifest): Promise<void> {
  const level = await readMigrationLevel(db);
  if (level.last_created_at !== manifest.migrations.last_created_at)
    throw new Error(
      `The restored database is at migration ${level.applied}, the backup said ${manifest.migrations.applied}.`,
    );
  const counts = await readCounts(db);
  const differ = (Object.keys(counts) as (keyof BackupCounts)[]).filter(
    (k) => counts[k] !== manifest.counts[k],
  );
  if (differ.length > 0)
    throw new Error(
      `The restored database differs from the backup's manifest in ${differ.map((k) => `${k} (${counts[k]}, expected ${manifest.counts[k]})`).join(', ')}.`,
    );
}
