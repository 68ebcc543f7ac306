import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, isPostgres, openTestDatabase } from '../../../test/helpers/app';
import type { Database } from '../../core/db/client';
import { rateLimitStoreKind } from './rate-limit';
import { postgresRateLimitStore } from './rate-limit-stores';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

let database: Database;
let redisUp = false;
beforeAll(async () => {
  database = await openTestDatabase();
  redisUp = await reachable(REDIS_URL);
});
afterAll(() => database.close());

/** A fresh client address per test run, so counters kept in Redis by earlier runs do not count. */
const freshIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

const tryWrongSignIn = (app: Awaited<ReturnType<typeof buildTestApp>>['app'], ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/user/candi_login',
    payload: { email: `rl-${Date.now()}@example.com`, password: 'Wrong-Password-123' },
    remoteAddress: ip,
  });

describe('where the rate-limit counters live', () => {
  it('Redis when REDIS_URL is set, else PostgreSQL, and memory only with the embedded PGlite', () => {
    expect(rateLimitStoreKind({ redisUrl: 'redis://r:6379', driver: 'postgres' })).toBe('redis');
    expect(rateLimitStoreKind({ redisUrl: null, driver: 'postgres' })).toBe('postgres');
    expect(rateLimitStoreKind({ redisUrl: null, driver: 'pglite' })).toBe('memory');
  });

  it('the PostgreSQL store counts for every process in one row per route and client', async () => {
    const Store = postgresRateLimitStore(database.db, { warn: () => {} } as never);
    // Two processes: two store instances on the same database.
    const a = new Store().child({ routeInfo: { method: 'POST', url: '/api/x' } } as never);
    const b = new Store().child({ routeInfo: { method: 'POST', url: '/api/x' } } as never);
    const other = new Store().child({ routeInfo: { method: 'POST', url: '/api/y' } } as never);
    const incr = (s: typeof a, key: string) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        s.incr(key, (err, res) => (err || !res ? reject(err) : resolve(res)), 60_000, 10),
      );
    const key = freshIp();
    expect((await incr(a, key)).current).toBe(1);
    expect((await incr(b, key)).current).toBe(2);
    const third = await incr(a, key);
    expect(third.current).toBe(3);
    expect(third.ttl).toBeGreaterThan(50_000);
    expect(third.ttl).toBeLessThanOrEqual(60_000);
    // Another route or another client has its own count.
    expect((await incr(other, key)).current).toBe(1);
    expect((await incr(a, freshIp())).current).toBe(1);
    // A window that has passed starts again.
    await database.db.execute(sql`update rate_limit_counters set reset_at = now() - interval '1 second'`);
    expect((await incr(b, key)).current).toBe(1);
  });

  it.runIf(isPostgres)('on PostgreSQL, two servers share the sign-in limit', async () => {
    // RATE_LIMIT_FACTOR 0.1: one sign-in a minute per address.
    const one = await buildTestApp(database, { RATE_LIMIT_FACTOR: '0.1' });
    const two = await buildTestApp(database, { RATE_LIMIT_FACTOR: '0.1' });
    try {
      const ip = freshIp();
      expect((await tryWrongSignIn(one.app, ip)).statusCode).toBe(401);
      const second = await tryWrongSignIn(two.app, ip);
      expect(second.statusCode).toBe(429);
      expect(Number(second.headers['retry-after'])).toBeGreaterThan(50);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('with REDIS_URL, two servers share the sign-in limit through Redis', async (ctx) => {
    if (!redisUp) ctx.skip();
    const one = await buildTestApp(database, { RATE_LIMIT_FACTOR: '0.1', REDIS_URL });
    const two = await buildTestApp(database, { RATE_LIMIT_FACTOR: '0.1', REDIS_URL });
    try {
      const ip = freshIp();
      expect((await tryWrongSignIn(one.app, ip)).statusCode).toBe(401);
      expect((await tryWrongSignIn(two.app, ip)).statusCode).toBe(429);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('a Redis that cannot be reached lets sign-in through rather than failing it', async () => {
    const app = await buildTestApp(database, { RATE_LIMIT_FACTOR: '0.1', REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const ip = freshIp();
      expect((await tryWrongSignIn(app.app, ip)).statusCode).toBe(401);
      expect((await tryWrongSignIn(app.app, ip)).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});
