import { LRUCache } from 'lru-cache';
import type { Db } from '../../core/db/client';
import { EVENTS, eventScope, subscribe } from '../../platform/events/domain-events';

/**
 * Short-lived caches of answers computed from the open jobs, per database. An answer may be up to
 * its TTL old, but every cache is dropped as soon as a job, master data or a rate changes: the
 * domain events (platform/events) reach this process at once and, on PostgreSQL, every other
 * process that follows them (web servers sharing the database; a separate worker expiring jobs).
 *
 * - `aggregates`: a filter set's pass (total, the facet buckets an answer shows, the first matches),
 *   category and "remove a filter" counts, keywords as parsed, suggestions. Each costs a pass over
 *   the matching rows or a statement, and is small (2.4 KB a filter set on average at a million
 *   jobs, at most about 17 KB): at most 20,000 of them. With 2,000, the searches of a realistic mix
 *   (5,000 URLs) pushed each other's passes out and made them again: twice the CPU a search at
 *   100,000 jobs, three times at a million (docs/performance.md, round 12).
 * - `results`: whole search answers (a page of hits with its facets). Searches are public and the
 *   same for everyone, and a few queries (the category pages' links, popular keywords) make up most
 *   of them. Bounded by the hits they hold (an answer weighs its page size): 10,000, e.g. 500
 *   pages of 20, ~15 MB of JSON.
 * - `records`: single jobs as the job page reads them (row and locations) and as the public sees
 *   them (public.ts), at most 2,000 entries. They show the employer's logo, so an organisation's
 *   change drops them too.
 *
 * Concurrent callers of a missing key share one computation. Least recently used entries go first.
 * An entry read in the last fifth of its TTL is computed again in the background while its readers
 * keep the old answer: a job page or a popular search read every moment would otherwise expire in
 * front of all of them at once, and on the embedded database each would queue for its one
 * connection (docs/performance.md, round 10).
 */
export type CachePool = 'aggregates' | 'results' | 'records';

const MAX_WEIGHT: Record<CachePool, number> = { aggregates: 20_000, results: 10_000, records: 2000 };
const DEFAULT_TTL_MS = 60_000;
/** The share of an entry's TTL, at its end, in which a read starts its next computation. */
const REFRESH_AHEAD = 0.2;

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
  if (hit) {
    if (cache.getRemainingTTL(key) < ttlMs * REFRESH_AHEAD) refresh(cache, key, hit, compute, ttlMs, weight);
    return hit as Promise<T>;
  }
  const value = compute();
  cache.set(key, value, { ttl: ttlMs, size: weight });
  // A failed computation is not kept (a newer entry under the key stays). The caller gets the error.
  value.catch(() => {
    if (cache.peek(key) === value) cache.delete(key);
  });
  return value;
}

/** Entries whose next computation is queued or under way. */
const refreshing = new WeakSet<Promise<unknown>>();
/**
 * Early computations run one at a time, each after a turn of the event loop: entries read together
 * end together, and on the embedded database (run on this thread) their queries would otherwise
 * run back to back and keep every request waiting until the last.
 */
let queue: Promise<void> = Promise.resolve();

/**
 * Computes `key` again and puts the answer in place of `hit`, unless the entry went meanwhile (a
 * change cleared the pool, so the new answer may predate the change; or it ended) or was replaced.
 */
function refresh(
  cache: Pool,
  key: string,
  hit: Promise<unknown>,
  compute: () => Promise<unknown>,
  ttl: number,
  size: number,
): void {
  if (refreshing.has(hit)) return;
  refreshing.add(hit);
  queue = queue.then(async () => {
    await new Promise(setImmediate);
    if (cache.peek(key) !== hit) return;
    try {
      const value = await compute();
      if (cache.peek(key) === hit) cache.set(key, Promise.resolve(value), { ttl, size });
    } catch {
      // Kept to its end; the next caller computes and sees the error.
    }
  });
}
