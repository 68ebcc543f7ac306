import { LRUCache } from 'lru-cache';
import type { Db } from '../../core/db/client';
import { EVENTS, eventScope, subscribe } from '../../platform/events/domain-events';

/**
 * Short-lived caches of answers computed from the open jobs, per database. An answer may be up to
 * its TTL old, but every cache is dropped as soon as a job, master data or a rate changes: the
 * domain events (platform/events) reach this process at once and, on PostgreSQL, every other
 * process that follows them (web servers sharing the database; a separate worker expiring jobs).
 *
 * - `aggregates`: facet, category and "remove a filter" counts, the date steps, suggestions. Each
 *   costs a scan of the matching rows and is small: at most 2,000 of them.
 * - `results`: whole search answers (a page of hits with its facets). Searches are public and the
 *   same for everyone, and a few queries (the category pages' links, popular keywords) make up most
 *   of them. Bounded by the hits they hold (an answer weighs its page size): 10,000, e.g. 500
 *   pages of 20, ~15 MB of JSON.
 * - `records`: single jobs as the job page reads them (row and locations) and as the public sees
 *   them (public.ts), at most 2,000 entries. They show the employer's logo, so an organisation's
 *   change drops them too.
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
 * Weighted, least recently used out first; a read does not extend an entry's TTL. Ages are read
 * from the wall clock (`Date`), which the tests can move, rather than `performance`.
 */
const newPool = (pool: CachePool): Pool =>
  new LRUCache({ maxSize: MAX_WEIGHT[pool], ttl: DEFAULT_TTL_MS, perf: Date });

function poolOf(db: Db, pool: CachePool): Pool {
  const owner = eventScope(db);
  let pools = caches.get(owner);
  if (!pools) {
    const created = {
      aggregates: newPool('aggregates'),
      results: newPool('results'),
      records: newPool('records'),
    };
    pools = created;
    caches.set(owner, pools);
    // Every answer may read any job, master-data name or rate: all go at any change.
    subscribe(owner, EVENTS, () => {
      for (const p of Object.values(created)) p.clear();
    });
    subscribe(owner, ['organisations.changed'], () => created.records.clear());
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
