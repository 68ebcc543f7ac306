import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../core/db/client';

/**
 * Counts one request under `key` in a row shared by every process (one upsert), restarting the
 * window when it has passed; `ttl` is the milliseconds left in the window.
 */
export async function incrementCounter(
  db: Db,
  key: string,
  windowMs: number,
): Promise<{ current: number; ttl: number } | undefined> {
  const [row] = await queryRows<{ current: number; ttl: number }>(
    db,
    sql`insert into rate_limit_counters as c (key, count, reset_at)
        values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
        on conflict (key) do update set
          count = case when c.reset_at <= now() then 1 else c.count + 1 end,
          reset_at = case when c.reset_at <= now()
            then now() + make_interval(secs => ${windowMs / 1000}) else c.reset_at end
        returning count as current,
          greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl`,
  );
  return row;
}

/** Deletes counters whose window ended over an hour ago. */
export async function sweepCounters(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limit_counters where reset_at < now() - interval '1 hour'`);
}
