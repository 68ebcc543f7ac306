import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, queryRows } from '../../core/db/client';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];
/** Routes' options as @fastify/rate-limit hands them to `child`; it adds `routeInfo` at run time. */
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

/** Sweep rows whose window ended this long ago, about once every this many increments. */
const SWEEP_EVERY = 500;

/**
 * A @fastify/rate-limit store on PostgreSQL: one upsert per request counts in a row shared by every
 * process, and restarts the window when it has passed. The answer's ttl is what Retry-After shows.
 */
export function postgresRateLimitStore(db: Db, log: FastifyBaseLogger) {
  let sinceSweep = 0;
  async function incr(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
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
    sinceSweep += 1;
    if (sinceSweep >= SWEEP_EVERY) {
      sinceSweep = 0;
      db.execute(sql`delete from rate_limit_counters where reset_at < now() - interval '1 hour'`).catch(
        (err: unknown) => log.warn({ err }, 'could not sweep rate-limit counters'),
      );
    }
    return { current: Number(row?.current ?? 1), ttl: Number(row?.ttl ?? windowMs) };
  }

  return class PostgresStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      readonly prefix = 'rl:',
    ) {}
    incr(key: string, cb: IncrCallback, timeWindow: number, _max: number): void {
      incr(`${this.prefix}${key}`, timeWindow).then(
        (res) => cb(null, res),
        (err: unknown) => cb(err instanceof Error ? err : new Error(String(err))),
      );
    }
    child(routeOptions: RouteOptions): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      return new PostgresStore(undefined, `${this.prefix}${route?.method ?? ''}${route?.url ?? ''}:`);
    }
  };
}
