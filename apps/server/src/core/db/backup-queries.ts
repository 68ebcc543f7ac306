import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type Db, queryRows } from './client';

/** What a backup says it holds, read from the very snapshot it copies. */
export type BackupCounts = {
  users: number;
  organisations: number;
  jobs: number;
  published_jobs: number;
  candidates: number;
  applications: number;
  files: number;
};

/** How far the migrations had gone: drizzle's own table, as its migrator reads it. */
export type MigrationLevel = { applied: number; last_created_at: number };

export async function readCounts(db: Db): Promise<BackupCounts> {
  const [row] = await queryRows<Record<keyof BackupCounts, number>>(
    db,
    sql`select
      (select count(*)::int from users) as users,
      (select count(*)::int from clients) as organisations,
      (select count(*)::int from jobs) as jobs,
      (select count(*)::int from jobs where status = 'published') as published_jobs,
      (select count(*)::int from candidate_profiles) as candidates,
      (select count(*)::int from applications) as applications,
      (select count(*)::int from files) as files`,
  );
  if (!row) throw new Error('could not count the rows of the backup');
  return row;
}

export async function readMigrationLevel(db: Db): Promise<MigrationLevel> {
  const [exists] = await queryRows<{ found: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!exists?.found) return { applied: 0, last_created_at: 0 };
  const [row] = await queryRows<{ applied: number; last: string | null }>(
    db,
    sql`select count(*)::int as applied, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  return { applied: row?.applied ?? 0, last_created_at: Number(row?.last ?? 0) };
}

/** The storage keys the backup's `files` rows name, to check every one was copied. */
export async function readStorageKeys(db: Db): Promise<string[]> {
  const rows = await queryRows<{ key: string }>(db, sql`select storage_key as key from files`);
  return rows.map((r) => r.key);
}

/** Tables of the portal's schemas: a restore target holding any is not empty. */
export async function countPortalTables(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
  );
  return row?.n ?? 0;
}

/**
 * Runs `fn` inside a REPEATABLE READ transaction whose snapshot is exported: `pg_dump --snapshot`
 * then copies exactly what `fn` counted, however many writes run meanwhile.
 */
export async function withExportedSnapshot<T>(
  url: string,
  fn: (snapshot: string, db: Db) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const id = rows[0]?.id;
    if (!id) throw new Error('PostgreSQL exported no snapshot');
    const result = await fn(id, drizzle(client) as unknown as Db);
    await client.query('commit');
    return result;
  } finally {
    await client.end();
  }
}

/** A short-lived connection to `url` for the restore's checks. */
export async function withConnection<T>(url: string, fn: (db: Db) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(drizzle(client) as unknown as Db);
  } finally {
    await client.end();
  }
}

/** PostgreSQL's version string (PGlite answers with the PostgreSQL it is built from). */
export async function readServerVersion(db: Db): Promise<string> {
  const [row] = await queryRows<{ v: string }>(db, sql`select version() as v`);
  return row?.v.split(' on ')[0] ?? 'unknown';
}
