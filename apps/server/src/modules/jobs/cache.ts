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

type Entry = { at: number; weight: number; value: Promise<unknown> };

/** Entries in least-recently-used order (a Map keeps insertion order), with their total weight. */
class Pool {
  private readonly entries = new Map<string, Entry>();
  private weight = 0;
  constructor(private readonly maxWeight: number) {}

  fresh(key: string, ttlMs: number): Entry | undefined {
    const hit = this.entries.get(key);
    if (!hit || Date.now() - hit.at >= ttlMs) return undefined;
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }

  put(key: string, entry: Entry): void {
    this.remove(key);
    this.entries.set(key, entry);
    this.weight += entry.weight;
    for (const oldest of this.entries.keys()) {
      if (this.weight <= this.maxWeight || oldest === key) break;
      this.remove(oldest);
    }
  }

  /** Removes `key`, or only that entry when given (a newer one under the key stays). */
  remove(key: string, only?: Entry): void {
    const entry = this.entries.get(key);
    if (!entry || (only && entry !== only)) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
  }

  clear(): void {
    this.entries.clear();
    this.weight = 0;
  }
}

const caches = new WeakMap<Db, Record<CachePool, Pool>>();

function poolOf(db: Db, pool: CachePool): Pool {
  let pools = caches.get(db);
  if (!pools) {
    pools = {
      aggregates: new Pool(MAX_WEIGHT.aggregates),
      results: new Pool(MAX_WEIGHT.results),
      records: new Pool(MAX_WEIGHT.records),
    };
    caches.set(db, pools);
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
  const hit = cache.fresh(key, ttlMs);
  if (hit) return hit.value as Promise<T>;
  const entry: Entry = { at: Date.now(), weight, value: compute() };
  cache.put(key, entry);
  // A failed computation is not kept.
  entry.value.catch(() => cache.remove(key, entry));
  return entry.value as Promise<T>;
}

/** Drops this process's answers for `db`. */
function dropJobCaches(db: Db): void {
  for (const pool of Object.values(caches.get(db) ?? {})) pool.clear();
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
