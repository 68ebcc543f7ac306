import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listen } from '../../db/notifications';

/**
 * Short-lived caches of answers computed from the open jobs, per database. An answer may be up to
 * its TTL old, but every cache is dropped as soon as a job changes: at once in the process that
 * changed it, and, on PostgreSQL, in every other process that follows the changes (web servers
 * sharing the database; a separate worker expiring jobs) as soon as the notification arrives.
 *
 * - `aggregates`: facet, category and "remove a filter" counts, the date steps, suggestions. Each
 *   costs a scan of the matching rows and is small.
 * - `results`: whole search answers (a page of hits with its facets), kept fewer because each holds
 *   a page of jobs. Searches are public and the same for everyone, and a few queries (the category
 *   pages' links, popular keywords) make up most of them.
 *
 * Concurrent callers of a missing key share one computation. Least recently used entries go first.
 */
export type CachePool = 'aggregates' | 'results';

const MAX_ENTRIES: Record<CachePool, number> = { aggregates: 2000, results: 500 };
const DEFAULT_TTL_MS = 60_000;

type Entry = { at: number; value: Promise<unknown> };
const caches = new WeakMap<Db, Record<CachePool, Map<string, Entry>>>();

function poolOf(db: Db, pool: CachePool): Map<string, Entry> {
  let pools = caches.get(db);
  if (!pools) {
    pools = { aggregates: new Map(), results: new Map() };
    caches.set(db, pools);
  }
  return pools[pool];
}

export async function cached<T>(
  db: Db,
  key: string,
  compute: () => Promise<T>,
  { pool = 'aggregates', ttlMs = DEFAULT_TTL_MS }: { pool?: CachePool; ttlMs?: number } = {},
): Promise<T> {
  if (ttlMs <= 0) return compute();
  const cache = poolOf(db, pool);
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < ttlMs) {
    // Map keeps insertion order: moving a hit to the end keeps the oldest-used entry first.
    cache.delete(key);
    cache.set(key, hit);
    return hit.value as Promise<T>;
  }
  const entry: Entry = { at: Date.now(), value: compute() };
  cache.delete(key);
  cache.set(key, entry);
  if (cache.size > MAX_ENTRIES[pool]) cache.delete(cache.keys().next().value as string);
  // A failed computation is not kept (but a newer entry under the same key is).
  entry.value.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return entry.value as Promise<T>;
}

/** Drops this process's answers for `db`. */
function dropJobCaches(db: Db): void {
  const pools = caches.get(db);
  pools?.aggregates.clear();
  pools?.results.clear();
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

/** Called after any change to jobs (create, edit, publish, close, expire), once it is committed. */
export function invalidateJobCaches(db: Db): void {
  dropJobCaches(db);
  // Delivered to the processes listening (followJobChanges); nobody listens on PGlite.
  db.execute(sql`select pg_notify(${CHANNEL}, ${senderId(db)})`).catch(() => {});
}

/**
 * Drops this process's caches whenever another process changes a job (PostgreSQL only: PGlite has
 * one process). After a lost connection it drops them too, since changes may have been missed.
 */
export function followJobChanges(
  db: Db,
  databaseUrl: string,
  log: Parameters<typeof listen>[3],
): Promise<() => Promise<void>> {
  return listen(
    databaseUrl,
    CHANNEL,
    (from) => {
      if (from !== senderId(db)) dropJobCaches(db);
    },
    log,
  );
}
