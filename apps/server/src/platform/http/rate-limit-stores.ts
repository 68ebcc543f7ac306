import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../core/db/client';
import { incrementCounter, sweepCounters } from './rate-limit-repository';

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
    const row = await incrementCounter(db, key, windowMs);
    sinceSweep += 1;
    if (sinceSweep >= SWEEP_EVERY) {
      sinceSweep = 0;
      sweepCounters(db).catch((err: unknown) => log.warn({ err }, 'could not sweep rate-limit counters'));
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
