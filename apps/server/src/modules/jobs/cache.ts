import type { Db } from '../../db/client';

/**
 * Short-lived cache of aggregate answers (facet counts, category counts) per database. Counting
 * every open job per facet costs a scan of the matching rows; the answers may be a minute old, so
 * they are kept for TTL_MS and dropped at once when this process changes a job. Other processes
 * (several web servers on one PostgreSQL) see their changes within TTL_MS.
 */
const TTL_MS = 60_000;
const MAX_ENTRIES = 2000;

type Entry = { at: number; value: Promise<unknown> };
const caches = new WeakMap<Db, Map<string, Entry>>();

export async function cached<T>(db: Db, key: string, compute: () => Promise<T>): Promise<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value as Promise<T>;
  const value = compute();
  cache.set(key, { at: Date.now(), value });
  // Oldest first: Map keeps insertion order.
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  value.catch(() => cache.delete(key));
  return value;
}

/** Called after any change to jobs (create, edit, publish, close, expire). */
export function invalidateJobCaches(db: Db): void {
  caches.get(db)?.clear();
}
