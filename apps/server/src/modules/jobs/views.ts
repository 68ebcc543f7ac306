import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Public job views, counted in memory and written in one UPDATE every FLUSH_MS (and before an
 * owner's statistics are read, and on shutdown): an UPDATE with its own commit per page view
 * cost more than the rest of the job detail. A crash loses at most FLUSH_MS of views.
 */
const FLUSH_MS = 5000;
const pending = new WeakMap<Db, Map<number, number>>();
const timers = new WeakMap<Db, NodeJS.Timeout>();

export function countView(db: Db, jobId: number): void {
  let counts = pending.get(db);
  if (!counts) {
    counts = new Map();
    pending.set(db, counts);
  }
  counts.set(jobId, (counts.get(jobId) ?? 0) + 1);
  if (!timers.has(db)) {
    const timer = setTimeout(() => {
      flushViews(db).catch(() => {});
    }, FLUSH_MS);
    timer.unref();
    timers.set(db, timer);
  }
}

export async function flushViews(db: Db): Promise<void> {
  clearTimeout(timers.get(db));
  timers.delete(db);
  const counts = pending.get(db);
  if (!counts?.size) return;
  pending.delete(db);
  const ids = [...counts.keys()];
  const adds = ids.map((id) => counts.get(id) ?? 0);
  await db.execute(sql`
    update jobs set views = jobs.views + v.n
    from unnest(${`{${ids.join(',')}}`}::int[], ${`{${adds.join(',')}}`}::int[]) as v(id, n)
    where jobs.id = v.id`);
}
