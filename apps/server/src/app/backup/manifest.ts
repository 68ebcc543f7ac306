import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BackupCounts, MigrationLevel } from '../../core/db/backup-queries';
import { MIGRATIONS_FOLDER } from '../../core/db/migrate';

export const MANIFEST = 'manifest.json';
/** The embedded database's data directory, as PGlite dumps it (tar, gzip). */
export const PGLITE_ARCHIVE = 'pglite.tar.gz';
/** pg_dump's custom format (-Fc): pg_restore reads it, tables in any order, in parallel if asked. */
export const PG_ARCHIVE = 'database.dump';
export const UPLOADS = 'uploads';
export const SECRET = 'jwt-secret';

export type Manifest = {
  format: 1;
  created_at: string;
  duration_ms: number;
  portal_version: string;
  node_version: string;
  database: {
    driver: 'pglite' | 'postgres';
    file: string;
    bytes: number;
    /** The server's version string (PostgreSQL) or PGlite's package version. */
    server_version: string;
    /** pglite: dumped by the running server or read with the server stopped. */
    taken: 'live-server' | 'offline' | 'pg_dump-snapshot';
  };
  migrations: MigrationLevel;
  counts: BackupCounts;
  files:
    | { backend: 'local'; copied: number; bytes: number; missing: string[] }
    | { backend: 's3'; copied: 0; note: string };
  /** DATA_DIR/jwt-secret, when the portal uses it: it also encrypts authenticator secrets. */
  secret_included: boolean;
};

export function writeManifest(dir: string, manifest: Manifest): void {
  writeFileSync(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
}

export function readManifest(dir: string): Manifest {
  let parsed: Manifest;
  try {
    parsed = JSON.parse(readFileSync(path.join(dir, MANIFEST), 'utf8')) as Manifest;
  } catch {
    throw new Error(`${dir} is not a portal backup (no readable ${MANIFEST}).`);
  }
  if (parsed.format !== 1) throw new Error(`${dir}: unknown backup format ${String(parsed.format)}.`);
  return parsed;
}

/** The migrations this code knows (drizzle-kit's journal): a backup past them was made by newer code. */
export function codeMigrationLevel(): MigrationLevel {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return {
    applied: journal.entries.length,
    last_created_at: Math.max(0, ...journal.entries.map((e) => e.when)),
  };
}

export function portalVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}
