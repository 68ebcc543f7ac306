import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './lock';
import { type Listening, listen } from './notifications';

/**
 * The result of a raw query as both drivers give it: PGlite's `Results` and node-postgres'
 * `QueryResult` each carry the rows in `rows`, which is all the code reads.
 */
type RowsResult<T> = { rows: T[] };
interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}

/** What every repository works with: the database or a transaction on it, on either driver. */
export type Db = PgDatabase<RowsResultHKT>;
export type DbDriver = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  driver: DbDriver;
  /** Answers true when a trivial query succeeds within the timeout (shared and reused briefly: withPing). */
  ping(timeoutMs?: number): Promise<boolean>;
  /** Applies the migrations in the folder with the driver's own migrator (each wants its typed handle). */
  migrate(migrationsFolder: string): Promise<void>;
  /**
   * Follows a notification channel (`onMessage(null)`: some may have been missed). PGlite hands its
   * notices over as the statement that sent them completes, so its `sync` has nothing to wait for.
   */
  listen(channel: string, onMessage: (payload: string | null) => void, log: NoticeLog): Promise<Listening>;
  /**
   * PGlite only: a tarball of its data directory taken between two statements (no query runs while
   * it is read), so it opens like a database after a power cut: committed work kept, the rest undone.
   */
  dumpDataDir?: () => Promise<Blob>;
  /** PostgreSQL only: where it is, for a thread that opens its own connections (the CV search's). */
  url?: string;
  close(): Promise<void>;
};
type NoticeLog = Parameters<typeof listen>[3];

/**
 * How long a ping's answer is reused. Health is asked by load balancers and monitors, often many at
 * once; on the embedded database every ping would queue behind the requests on its one connection.
 */
export const PING_REUSE_MS = 1000;

/**
 * Concurrent pings share one query (at most one in flight), and its answer is reused for
 * PING_REUSE_MS after it came: a database that stops answering is reported down at most that long
 * plus the timeout after it stopped. The timeout is the first caller's.
 */
function withPing(db: Db): (timeoutMs?: number) => Promise<boolean> {
  let shared: { answer: Promise<boolean>; settledAt: number | null } | null = null;
  const ping = async (timeoutMs: number) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    try {
      return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  };
  return (timeoutMs = 2000) => {
    if (shared && (shared.settledAt === null || Date.now() - shared.settledAt < PING_REUSE_MS))
      return shared.answer;
    const current = { answer: ping(timeoutMs), settledAt: null as number | null };
    shared = current;
    void current.answer.then(() => {
      current.settledAt = Date.now();
    });
    return current.answer;
  };
}

/** Contrib extensions the migrations create (search: unaccent, pg_trgm); every PGlite must load them. */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent } satisfies PGliteOptions['extensions'];

/** Opens PGlite (in memory without a directory) with the portal's extensions. */
export const createPglite = (opts: PGliteOptions = {}) =>
  PGlite.create({ ...opts, extensions: { ...PGLITE_EXTENSIONS, ...opts.extensions } });

/** Wraps an already open PGlite (tests load one from a template). */
export function fromPglite(client: PGlite, onClose: () => void = () => {}): Database {
  const db = drizzlePglite(client);
  return {
    db,
    driver: 'pglite',
    ping: withPing(db),
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    async listen(channel, onMessage) {
      const unlisten = await client.listen(channel, (payload) => onMessage(payload));
      // A closed PGlite has nothing to stop listening on (and refuses the UNLISTEN).
      const stop = async () => {
        if (!client.closed) await unlisten().catch(() => {});
      };
      return Object.assign(stop, { sync: async () => {} });
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    async close() {
      if (!client.closed) await client.close();
      onClose();
    },
  };
}

/** `max`: the pool's connections (a web process's requests: 10; the CV search thread needs few). */
export function fromPostgres(url: string, max = 10): Database {
  // JIT off: PostgreSQL compiles any statement it costs above 100,000 with LLVM first: 35-70 ms of a
  // search word's read at a million jobs (EXPLAIN ANALYZE), more when the cores are busy. Every
  // statement here is a request's, where compiling does not pay back (docs/performance.md).
  const pool = new pg.Pool({ connectionString: url, max, options: '-c jit=off' });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  // Nor one that is checked out between two statements (a transaction awaiting other work): the
  // pool listens only to idle clients, and the server's "terminating connection" would otherwise be
  // an unhandled 'error' event that ends the process (the PostgreSQL fault drill found it). The
  // client's next statement fails (503) and the pool drops it on release.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool);
  return {
    db,
    driver: 'postgres',
    ping: withPing(db),
    migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
    listen: (channel, onMessage, log) => listen(url, channel, onMessage, log),
    url,
    close: () => pool.end(),
  };
}

/** Opens PGlite in DATA_DIR/pglite (locked against a second process) or PostgreSQL at DATABASE_URL. */
export async function openDatabase(opts: { dataDir: string; databaseUrl: string | null }): Promise<Database> {
  if (opts.databaseUrl) return fromPostgres(opts.databaseUrl);
  const dbDir = path.join(opts.dataDir, 'pglite');
  mkdirSync(opts.dataDir, { recursive: true, mode: 0o700 });
  const lock = acquireDataDirLock(opts.dataDir, dbDir);
  try {
    const client = await createPglite({ dataDir: dbDir });
    return fromPglite(client, () => lock.release());
  } catch (err) {
    lock.release();
    throw err;
  }
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const res = await db.execute<T>(query);
  return res.rows;
}

const dialect = new PgDialect();

/**
 * A raw statement run as a named prepared statement, its text built once: node-postgres parses and
 * plans it once per connection (PGlite, which has no names, each time). Its `sql.placeholder`s take
 * `values`; the rows come as the driver gives them, without the mapping a built select pays per field.
 */
export function namedStatement<T extends Record<string, unknown>>(
  name: string,
  statement: SQL,
): (db: Db, values: Record<string, unknown>) => Promise<T[]> {
  const query = dialect.sqlToQuery(statement);
  return async (db, values) => {
    const prepared = db._.session.prepareQuery(query, undefined, name, false);
    return ((await prepared.execute(values)) as RowsResult<T>).rows;
  };
}
