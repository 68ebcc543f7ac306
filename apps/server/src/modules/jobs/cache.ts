import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import { listen } from '../../db/notifications';

/**
 * Short-lived caches of answers computed from the open jobs, per database. An answer may be up to
 * its TTL old, but every cache is dropped as soon as a job changes: at once in the process that
 * changed it, and, on PostgreSQL, in every other process that follows the changes (web servers
 * sharing the database; a separate worker expiring jobs) as soon as the notification arrives.
 *
 * - `aggregates`: facet, category and "remove a filter" counts, the date steps, suggestions. Each
 *   costs a scan of the matching rows and is small: at most 2,000 of them.
 * - `results`: whole search answers (a page of hits with its facets). Searches are public and the
 *   same for everyone, and a few queries (the category pages' links, popular keywords) make up most
 *   of them. Bounded by the hits they hold (an answer weighs its page size): 10,000, e.g. 500
 *   pages of 20, ~15 MB of JSON.
 * - `records`: single jobs as the job page reads them (row and locations), at most 2,000.
 *
 * Concurrent callers of a missing key share one computation. Least recently used entries go first.
 */
export type CachePool = 'aggregates' | 'results' | 'records';

const MAX_WEIGHT: Record<CachePool, number> = { aggregates: 2000, results: 10_000, records: 2000 };
const DEFAULT_TTL_MS = 60_000;

/** What the caches hold: the computation itself, so callers arriving while it runs share it. */
type Pool = LRUCache<string, Promise<unknown>>;

const caches = new WeakMap<Db, Record<CachePool, Pool>>();

/**
 * A read replica's handle keeps its caches with its primary's (`shareJobCaches`), so a job change
 * on the primary, or a notification of one, drops what was computed from either.
 */
const owners = new WeakMap<Db, Db>();
export const cacheOwner = (db: Db): Db => owners.get(db) ?? db;

/** Answers computed from `replica` are kept, and dropped, with `primary`'s. */
export function shareJobCaches(replica: Db, primary: Db): void {
  if (replica !== primary) owners.set(replica, cacheOwner(primary));
}

/** What else to drop with the caches (the in-memory open jobs of the search). */
const dropHooks = new WeakMap<Db, (() => void)[]>();
export function onJobCachesDropped(db: Db, hook: () => void): void {
  const owner = cacheOwner(db);
  dropHooks.set(owner, [...(dropHooks.get(owner) ?? []), hook]);
}

/**
 * Weighted, least recently used out first; a read does not extend an entry's TTL. Ages are read
 * from the wall clock (`Date`), which the tests can move, rather than `performance`.
 */
const newPool = (pool: CachePool): Pool =>
  new LRUCache({ maxSize: MAX_WEIGHT[pool], ttl: DEFAULT_TTL_MS, perf: Date });

function poolOf(db: Db, pool: CachePool): Pool {
  const owner = cacheOwner(db);
  let pools = caches.get(owner);
  if (!pools) {
    pools = { aggregates: newPool('aggregates'), results: newPool('results'), records: newPool('records') };
    caches.set(owner, pools);
  }
  return pools[pool];
}

export async function cached<T>(
  db: Db,
  key: string,
  compute: () => Promise<T>,
  {
    pool = 'aggregates',
    ttlMs = DEFAULT_TTL_MS,
    weight = 1,
  }: { pool?: CachePool; ttlMs?: number; weight?: number } = {},
): Promise<T> {
  if (ttlMs <= 0) return compute();
  const cache = poolOf(db, pool);
  const hit = cache.get(key);
  // Only `compute` of this key ever fills the entry, so it holds a Promise<T>.
  if (hit) return hit as Promise<T>;
  const value = compute();
  cache.set(key, value, { ttl: ttlMs, size: weight });
  // A failed computation is not kept (a newer entry under the key stays). The caller gets the error.
  value.catch(() => {
    if (cache.peek(key) === value) cache.delete(key);
  });
  return value;
}

/** Drops this process's answers for `db`. */
function dropJobCaches(db: Db): void {
  const owner = cacheOwner(db);
  for (const pool of Object.values(caches.get(owner) ?? {})) pool.clear();
  for (const hook of dropHooks.get(owner) ?? []) hook();
}

const CHANNEL = 'job_changes';
/** Names the sender of a notification (caches are per Db object): it has already dropped its own. */
const senders = new WeakMap<Db, string>();
function senderId(db: Db): string {
  let id = senders.get(db);
  if (!id) {
    id = randomUUID();
    senders.set(db, id);
  }
  return id;
}

type Log = Parameters<typeof listen>[3];

/** Called after any change to jobs (create, edit, publish, close, expire), once it is committed. */
export function invalidateJobCaches(db: Db, log: Log): void {
  dropJobCaches(db);
  // Delivered to the processes listening (followJobChanges); nobody listens on PGlite. The change
  // is committed either way: a lost notice leaves other processes' answers up to their TTL old.
  db.execute(sql`select pg_notify(${CHANNEL}, ${senderId(db)})`).catch((err: unknown) => {
    log.warn({ err }, 'job change notice not sent; other processes keep their caches up to 60 s');
  });
}

/**
 * Drops this process's caches whenever another process changes a job (PostgreSQL only: PGlite has
 * one process). After a lost connection it drops them too, since changes may have been missed.
 */
export function followJobChanges(db: Db, databaseUrl: string, log: Log): Promise<() => Promise<void>> {
  return listen(
    databaseUrl,
    CHANNEL,
    (from) => {
      if (from !== senderId(db)) dropJobCaches(db);
    },
    log,
  );
}
