import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Config } from '../../core/config';
import {
  readCounts,
  readMigrationLevel,
  readServerVersion,
  readStorageKeys,
  withExportedSnapshot,
} from '../../core/db/backup-queries';
import { createPglite, fromPglite } from '../../core/db/client';
import { acquireDataDirLock, lockHolder } from '../../core/db/lock';
import { findPgTool, runPgTool } from '../../core/db/pg-tools';
import { copyUploads, isNonEmptyDir, missingKeys } from './files';
import { requestLiveSnapshot, writeSnapshot } from './live-snapshot';
import {
  type Manifest,
  PG_ARCHIVE,
  PGLITE_ARCHIVE,
  portalVersion,
  SECRET,
  UPLOADS,
  writeManifest,
} from './manifest';

type Snapshot = Pick<Manifest, 'database' | 'migrations' | 'counts'> & { keys: string[] };

/**
 * One backup folder: the database (pg_dump -Fc, or PGlite's data directory), the uploaded files,
 * the server secret and a manifest written last (a folder without one is unfinished).
 */
export async function backup(config: Config, out: string): Promise<Manifest> {
  const started = performance.now();
  if (isNonEmptyDir(out)) throw new Error(`${out} is not empty; give a new folder with --out.`);
  mkdirSync(out, { recursive: true, mode: 0o700 });

  // The database first: files are written before the rows naming them, so every file a snapshot
  // names is already on disk when the copy below starts.
  const snap = config.databaseUrl
    ? await backupPostgres(config.databaseUrl, out)
    : await backupPglite(config, out);

  let files: Manifest['files'];
  if (config.s3) {
    files = {
      backend: 's3',
      copied: 0,
      note: `Files are in the bucket ${config.s3.bucket} and not copied; keep them with the bucket's versioning or replication.`,
    };
  } else {
    const copy = path.join(out, UPLOADS);
    const { copied, bytes } = await copyUploads(path.join(config.dataDir, UPLOADS), copy);
    files = { backend: 'local', copied, bytes, missing: missingKeys(copy, snap.keys) };
  }

  const secretFile = path.join(config.dataDir, SECRET);
  const secretIncluded = !config.jwtSecret && existsSync(secretFile);
  if (secretIncluded) copyFileSync(secretFile, path.join(out, SECRET));

  const manifest: Manifest = {
    format: 1,
    created_at: new Date().toISOString(),
    duration_ms: Math.round(performance.now() - started),
    portal_version: portalVersion(),
    node_version: process.version,
    database: snap.database,
    migrations: snap.migrations,
    counts: snap.counts,
    files,
    secret_included: secretIncluded,
  };
  writeManifest(out, manifest);
  return manifest;
}

async function backupPostgres(url: string, out: string): Promise<Snapshot> {
  const pgDump = findPgTool('pg_dump');
  const file = path.join(out, PG_ARCHIVE);
  return withExportedSnapshot(url, async (snapshot, db) => {
    const [counts, migrations, keys] = await Promise.all([
      readCounts(db),
      readMigrationLevel(db),
      readStorageKeys(db),
    ]);
    const version = await readServerVersion(db);
    await runPgTool(pgDump, ['-Fc', '--snapshot', snapshot, '-f', file, '-d', url]);
    return {
      database: {
        driver: 'postgres',
        file: PG_ARCHIVE,
        bytes: statSync(file).size,
        server_version: version,
        taken: 'pg_dump-snapshot',
      },
      counts,
      migrations,
      keys,
    };
  });
}

async function backupPglite(config: Config, out: string): Promise<Snapshot> {
  const file = path.join(out, PGLITE_ARCHIVE);
  const dbDir = path.join(config.dataDir, 'pglite');
  const holder = lockHolder(config.dataDir);
  let taken: Manifest['database']['taken'];
  if (holder !== null) {
    // The running portal owns the directory: it writes the snapshot itself (live-snapshot.ts).
    await requestLiveSnapshot(config.dataDir, holder, file);
    taken = 'live-server';
  } else {
    if (!isNonEmptyDir(dbDir)) throw new Error(`There is no embedded database in ${dbDir}.`);
    const lock = acquireDataDirLock(config.dataDir, dbDir);
    try {
      const client = await createPglite({ dataDir: dbDir });
      try {
        await writeSnapshot(() => client.dumpDataDir('none'), file);
      } finally {
        await client.close();
      }
    } finally {
      lock.release();
    }
    taken = 'offline';
  }
  // Counted in the snapshot itself, opened in memory: this also proves the archive opens.
  const database = await openPgliteArchive(file);
  try {
    const [counts, migrations, keys, version] = await Promise.all([
      readCounts(database.db),
      readMigrationLevel(database.db),
      readStorageKeys(database.db),
      readServerVersion(database.db),
    ]);
    return {
      database: {
        driver: 'pglite',
        file: PGLITE_ARCHIVE,
        bytes: statSync(file).size,
        server_version: version,
        taken,
      },
      counts,
      migrations,
      keys,
    };
  } finally {
    await database.close();
  }
}

/** An archive of PGlite's data directory opened in memory, or into `dataDir` when given. */
export async function openPgliteArchive(file: string, dataDir?: string) {
  const tar = gunzipSync(readFileSync(file));
  const client = await createPglite({ dataDir, loadDataDir: new Blob([tar]) });
  return fromPglite(client);
}
