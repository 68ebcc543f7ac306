import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Database } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import { catalogue } from './i18n';
import { postgresRateLimitStore } from './rate-limit-stores';

function waitUntilReady(redis: Redis, timeoutMs: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    redis.once('ready', done);
  });
}

export type RateLimitStoreKind = 'redis' | 'postgres' | 'memory';

/** Where the counters live: Redis when REDIS_URL is set, else PostgreSQL, else (PGlite) memory. */
export function rateLimitStoreKind(opts: { redisUrl: string | null; driver: Database['driver'] }) {
  if (opts.redisUrl) return 'redis';
  return opts.driver === 'postgres' ? 'postgres' : 'memory';
}

/**
 * Per-route limits keyed by client IP (routes opt in with `config.rateLimit`). The counters are
 * shared by every process on Redis or PostgreSQL; in memory only with the embedded PGlite, which
 * one process owns anyway. A store that cannot be reached lets the request through (logged)
 * rather than refusing every sign-in while it is down.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, opts: { redisUrl: string | null; database: Database }) => {
    const kind = rateLimitStoreKind({ redisUrl: opts.redisUrl, driver: opts.database.driver });
    let redis: Redis | undefined;
    if (kind === 'redis' && opts.redisUrl) {
      redis = new Redis(opts.redisUrl, {
        // Fail fast instead of queueing requests behind a dead connection.
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        connectTimeout: 2000,
      });
      redis.on('error', (err) => app.log.warn({ err }, 'rate-limit store (Redis) unavailable'));
      // Start with the connection up when Redis is there, so the first requests are counted too.
      await waitUntilReady(redis, 2000);
      app.addHook('onClose', async () => {
        redis?.disconnect();
      });
    }
    app.log.debug({ store: kind }, 'rate-limit store');
    await app.register(rateLimit, {
      global: false,
      skipOnError: true,
      ...(redis ? { redis, nameSpace: 'portal-rl:' } : {}),
      ...(kind === 'postgres' ? { store: postgresRateLimitStore(opts.database.db, app.log) } : {}),
      errorResponseBuilder: (_req, ctx) => {
        const seconds = Math.max(1, Math.ceil(ctx.ttl / 1000));
        return AppError.tooManyRequests(
          catalogue.text('errors.too_many_requests_try_again', { seconds: String(seconds) }),
          seconds,
        );
      },
    });
  },
  { name: 'rate-limit' },
);
