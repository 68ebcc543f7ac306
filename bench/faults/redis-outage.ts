import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../apps/server/test/helpers/net';
import {
  DEMO,
  drill,
  log,
  onCleanup,
  readLog,
  signIn,
  sleep,
  startPostgres,
  startServer,
  tempDir,
} from './lib';

/*
 * Redis holding the rate-limit counters (REDIS_URL) stopped while the portal serves, then started:
 * the limited routes answer as if unlimited while it is down (fail open, as documented: refusing
 * every sign-in and form because a counter store is away would be an outage of its own), the
 * per-account sign-in throttle (PostgreSQL) still holds, nothing else fails, and the limits count
 * again once Redis is back.
 */

const REDIS = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';
/** POST settings/enquiry: 5 an hour per address. */
const ENQUIRY_LIMIT = 5;
const DOWN_MS = Number(process.env.REDIS_DOWN_SECONDS ?? 20) * 1000;

function startRedis(port: number, dir: string): ChildProcess {
  const child = spawn(
    REDIS,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' },
  );
  onCleanup(() => void child.kill('SIGKILL'));
  return child;
}

async function redisUp(port: number, ms = 10_000) {
  const { Redis } = await import('ioredis');
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const r = new Redis({
      port,
      host: '127.0.0.1',
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    r.on('error', () => {}); // a refused probe is the answer, not an error
    const ok = await r.connect().then(
      () => r.ping().then((p) => p === 'PONG'),
      () => false,
    );
    r.disconnect();
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`redis-server did not answer on ${port}`);
}

export const run = () =>
  drill('redis-outage', async (checks) => {
    if (!existsSync(REDIS)) {
      console.log(`skipped: no redis-server at ${REDIS} (REDIS_SERVER)`);
      return;
    }
    const dir = tempDir('redis');
    const pg = await startPostgres();
    const port = await freePort();
    let redis = startRedis(port, dir);
    await redisUp(port);
    const server = await startServer(
      'web',
      { DATABASE_URL: pg.url, REDIS_URL: `redis://127.0.0.1:${port}` },
      dir,
    );
    const tag = randomBytes(3).toString('hex');
    let n = 0;
    const timed = async (url: string, init?: RequestInit) => {
      const start = Date.now();
      const res = await fetch(`${server.base}${url}`, { ...init, signal: AbortSignal.timeout(30_000) });
      await res.arrayBuffer();
      return { status: res.status, ms: Date.now() - start };
    };
    const enquiry = () =>
      timed('/api/settings/enquiry', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Drill Sender',
          email: `redis-${tag}-${n++}@example.com`,
          service: 'general',
          message: 'Rate-limit store drill',
        }),
      });
    const burst = async (count: number) => {
      const out = [];
      for (let i = 0; i < count; i++) out.push(await enquiry());
      return out;
    };
    const wrongPassword = (email: string) =>
      timed('/api/user/candi_login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'not-the-password-1' }),
      });

    const up = await burst(ENQUIRY_LIMIT + 2);
    log(`Redis up: enquiries ${up.map((r) => r.status).join(',')}`);
    checks.check(
      up.slice(0, ENQUIRY_LIMIT).every((r) => r.status === 201) &&
        up.slice(ENQUIRY_LIMIT).every((r) => r.status === 429),
      `Redis up: the enquiry limit holds (${ENQUIRY_LIMIT} an hour, then 429)`,
    );

    log('stopping Redis');
    redis.kill('SIGKILL');
    await new Promise((r) => redis.once('exit', r));
    const downAt = Date.now();
    const down = await burst(ENQUIRY_LIMIT + 5);
    const token = await signIn(server.base, 'candi_login', DEMO.candidate);
    const others = await Promise.all([
      timed('/api/health'),
      timed('/api/jobs/search?keyword=driver'),
      timed('/api/user/', { headers: { authorization: `Bearer ${token}` } }),
    ]);
    // The per-account sign-in throttle: 5 failures, then the next try waits (PostgreSQL, not Redis).
    const victim = `nobody-${tag}@example.com`;
    const fails = [];
    for (let i = 0; i < 7; i++) fails.push(await wrongPassword(victim));
    const slowest = Math.max(...down.map((r) => r.ms), ...others.map((r) => r.ms), ...fails.map((r) => r.ms));
    log(
      `Redis down: enquiries ${down.map((r) => r.status).join(',')}; health, search, profile ${others.map((r) => r.status).join(',')}; wrong passwords ${fails.map((r) => r.status).join(',')}; slowest ${slowest} ms`,
    );
    checks.check(
      down.every((r) => r.status === 201),
      'Redis down: the limited route answers as if unlimited (fails open)',
    );
    checks.check(
      others.every((r) => r.status === 200),
      'Redis down: health, search and a signed-in read answer 200',
    );
    checks.check(
      fails.slice(0, 5).every((r) => r.status === 401) && fails.slice(5).some((r) => r.status === 429),
      'Redis down: the per-account sign-in throttle still holds (PostgreSQL)',
    );
    checks.check(slowest < 3_000, `Redis down: no request waits on Redis (slowest ${slowest} ms)`);

    // The rest of the outage under a steady mix, limited routes and not.
    const mix: { status: number; ms: number }[] = [];
    while (Date.now() - downAt < DOWN_MS) {
      mix.push(
        ...(await Promise.all([
          enquiry(),
          timed('/api/jobs/search?keyword=forklift'),
          timed('/api/user/', { headers: { authorization: `Bearer ${token}` } }),
          wrongPassword(`other-${tag}-${mix.length}@example.com`),
        ])),
      );
      await sleep(200);
    }
    const mixSlowest = Math.max(...mix.map((r) => r.ms));
    // Pushed four at a time: the enquiry (the route whose counter is in Redis) first.
    const names = ['enquiry', 'search', 'profile', 'wrong password'];
    const slowestBy = names
      .map((name, k) => `${name} ${Math.max(...mix.filter((_, i) => i % 4 === k).map((r) => r.ms))} ms`)
      .join(', ');
    log(
      `Redis down ${DOWN_MS / 1000} s: ${mix.length} requests of the mix, statuses ${[...new Set(mix.map((r) => r.status))].join(',')}, slowest: ${slowestBy}`,
    );
    checks.check(
      mix.every((r) => r.status === 201 || r.status === 200 || r.status === 401),
      'Redis down: the mix (enquiry, search, profile, a wrong password) answered as usual throughout',
    );
    checks.check(
      mixSlowest < 3_000,
      `Redis down: no request of the mix waited on Redis (slowest ${mixSlowest} ms)`,
    );

    log('starting Redis again');
    redis = startRedis(port, dir);
    await redisUp(port);
    const restartedAt = Date.now();
    // ioredis reconnects on its own (backoff up to 2 s); the counters start again from zero.
    let again: { status: number; ms: number }[] = [];
    let countingAfter = -1;
    while (Date.now() - restartedAt < 30_000) {
      again = await burst(ENQUIRY_LIMIT + 1);
      if (again.some((r) => r.status === 429)) {
        countingAfter = Date.now() - restartedAt;
        break;
      }
      await sleep(500);
    }
    log(`Redis back: limits count again ${countingAfter} ms after it answered`);
    checks.check(countingAfter >= 0, 'Redis back: the limit holds again without a restart of the portal');
    const warnings = (
      readLog(path.join(dir, 'web.log')).match(/rate-limit store \(Redis\) unavailable/g) ?? []
    ).length;
    console.log(
      `\nRedis down ${((restartedAt - downAt) / 1000).toFixed(1)} s: ${warnings} warnings logged ("rate-limit store (Redis) unavailable")`,
    );
    checks.check(!server.exited(), 'the server kept running');
  });
