import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../apps/server/test/helpers/net';
import { load, type Result } from './load';
import { serverThreadMs } from './thread-cpu';

/*
 * What each request hook costs on a route that does no work of its own (a 404 and /api/health),
 * against bare node:http answering the same bytes and bare Fastify (no plugins). Every request hook
 * the real app (`buildApp`, production settings, `WORKER=off`) adds, at app or route level, is
 * wrapped to add up its wall time per request; the throughput of the three servers is measured with
 * bench/load.ts. Run: `nice -n 10 node --import tsx bench/request-path.ts [seconds] [concurrency]`.
 * The load generator's fetch is slower than these servers, so req/s mostly measures it: each round
 * also takes the server thread's CPU time a request (the clients run in a worker thread), the figure
 * to compare: CPU time, unlike wall time, holds on a machine that other work keeps busy. REQUEST_PATH_BASELINE=<another checkout of the repo, with
 * its node_modules> adds that checkout's app as a fourth server, in the same rounds (a paired run).
 */

const SECONDS = Number(process.argv[2] ?? 10);
const CONCURRENCY = Number(process.argv[3] ?? 10);
const REQUEST_HOOKS = new Set([
  'onRequest',
  'preParsing',
  'preValidation',
  'preHandler',
  'preSerialization',
  'onSend',
  'onResponse',
  'onError',
]);

type Tally = { calls: number; ns: bigint };
const tallies = new Map<string, Tally>();
const WRAPPED = Symbol('timed');
/** Zeroes the tallies in place: the wrappers hold them. */
const resetTallies = () => {
  for (const t of tallies.values()) {
    t.calls = 0;
    t.ns = 0n;
  }
};

/** The source file (under the repo or node_modules) that added a hook, from the stack at the time. */
function addedBy(): string {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 40;
  const frames = (new Error().stack ?? '').split('\n').slice(3);
  Error.stackTraceLimit = limit;
  const frame =
    frames.find(
      (f) => !/request-path\.ts|node_modules\/(fastify|avvio|fastify-plugin)\/|node:internal/.test(f),
    ) ?? '';
  const file = frame.match(/\(?(?:file:\/\/)?([^():]+):\d+:\d+\)?$/)?.[1] ?? 'unknown';
  const mod = file.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
  return mod ?? path.relative(path.resolve(import.meta.dirname, '..'), file);
}

function timed(hook: string, fn: (...args: unknown[]) => unknown, where: string) {
  if ((fn as { [WRAPPED]?: boolean })[WRAPPED]) return fn;
  // Fastify adds most hooks later (avvio's queue), past the stack of the code that asked: an
  // anonymous one is named by the start of its source, to find it with grep.
  const source = fn.toString().replace(/\s+/g, ' ').slice(0, 60).replace(/\|/g, '/');
  const label = `${hook}: ${fn.name || `\`${source}\``}${where === 'unknown' ? '' : `, ${where}`}`;
  const tally = tallies.get(label) ?? { calls: 0, ns: 0n };
  tallies.set(label, tally);
  const done = (start: bigint) => {
    tally.calls++;
    tally.ns += process.hrtime.bigint() - start;
  };
  // Same arity as the original, so Fastify treats it as callback-style or async alike.
  const wrapper = function (this: unknown, ...args: unknown[]) {
    const start = process.hrtime.bigint();
    const last = args.length - 1;
    const next = args[last];
    if (typeof next === 'function' && args.length === fn.length)
      args[last] = (...r: unknown[]) => {
        done(start);
        return (next as (...a: unknown[]) => unknown)(...r);
      };
    const out = fn.apply(this, args) as { then?: unknown } | undefined;
    if (out && typeof out.then === 'function')
      return (out as Promise<unknown>).then((v) => {
        done(start);
        return v;
      });
    if (typeof next !== 'function' || args.length !== fn.length) done(start);
    return out;
  };
  Object.defineProperty(wrapper, 'length', { value: fn.length });
  Object.defineProperty(wrapper, 'name', { value: fn.name });
  (wrapper as unknown as { [WRAPPED]: boolean })[WRAPPED] = true;
  return wrapper;
}

type Hook = (...a: unknown[]) => unknown;

/** Route options' own hooks (and those an onRoute hook such as compress's puts there) get timed too. */
function wrapRouteHooks(opts: Record<string, unknown>, where: string) {
  for (const hook of REQUEST_HOOKS) {
    const value = opts[hook];
    if (typeof value === 'function') opts[hook] = timed(hook, value as Hook, where);
    else if (Array.isArray(value)) opts[hook] = value.map((f: Hook) => timed(hook, f, where));
  }
}

// Every hook any Fastify instance adds passes through Hooks#add (fastify/lib/hooks.js): wrapped
// there, after Fastify's own checks of its form, so the app's code is measured unchanged.
const require = createRequire(path.resolve(import.meta.dirname, '../apps/server/src/app/app.ts'));
const fastifyPath = require.resolve('fastify');
const original = require(fastifyPath) as typeof import('fastify').default;
const { Hooks } = require(path.join(path.dirname(fastifyPath), 'lib/hooks.js')) as {
  Hooks: { prototype: { add(hook: string, fn: Hook): void; validate(hook: string, fn: Hook): void } };
};
// REQUEST_PATH_HOOKS=off leaves the hooks unwrapped (a paired run then costs both apps alike).
if (process.env.REQUEST_PATH_HOOKS !== 'off')
  Hooks.prototype.add = function (
    this: Record<string, Hook[]> & { validate(h: string, f: Hook): void },
    hook,
    fn,
  ) {
    this.validate(hook, fn);
    const where = addedBy();
    let added = fn;
    if (REQUEST_HOOKS.has(hook)) added = timed(hook, fn, where);
    else if (hook === 'onRoute')
      added = function (this: unknown, opts: unknown) {
        const out = fn.call(this, opts);
        wrapRouteHooks(opts as Record<string, unknown>, where);
        return out;
      };
    this[hook]?.push(added);
  };

const HEALTH_BODY = JSON.stringify({
  data: { status: 'ok', uptime_s: 1, database: 'up', driver: 'pglite', indexes: [] },
});
const NOT_FOUND_BODY = JSON.stringify({ message: 'Not found.', request_id: 'x' });

const ROUTES = [
  ['health', '/api/health'],
  ['404', '/api/no-such-route'],
] as const;
type RouteName = (typeof ROUTES)[number][0];
const ROUNDS = Number(process.argv[4] ?? 3);

const listen = (server: ReturnType<typeof createServer>) =>
  freePort().then(
    (port) =>
      new Promise<string>((r) => server.listen(port, '127.0.0.1', () => r(`http://127.0.0.1:${port}`))),
  );

// 1. Bare node:http: the same bytes, no framework.
const bare = createServer((req, res) => {
  const health = req.url === '/api/health';
  const body = health ? HEALTH_BODY : NOT_FOUND_BODY;
  res.writeHead(health ? 200 : 404, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
});
const bareBase = await listen(bare);

// 2. Bare Fastify: the router, reply and default 404, no plugins, no logger.
const plain = original({ logger: false });
plain.get('/api/health', async () => JSON.parse(HEALTH_BODY));
const plainPort = await freePort();
await plain.listen({ port: plainPort, host: '127.0.0.1' });

// 3. The real app (production settings, PGlite with the migrations: these routes need no seed).
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'request-path-'));
const { loadConfig } = await import('../apps/server/src/core/config');
const { openDatabase } = await import('../apps/server/src/core/db/client');
const { runMigrations } = await import('../apps/server/src/core/db/migrate');
const { buildApp } = await import('../apps/server/src/app/app');
const SECRET = 'request-path-bench-secret-long-enough-for-hs256';
const configEnv = (dir: string) => ({
  NODE_ENV: 'production',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  DATA_DIR: dir,
  DATABASE_URL: '',
  WORKER: 'off',
  WEB_DIST: path.join(dir, 'no-web-dist'),
  JWT_SECRET: SECRET,
  RATE_LIMIT_FACTOR: '1000000',
});
const config = loadConfig({ ...process.env, ...configEnv(dataDir) });
const database = await openDatabase(config);
await runMigrations(database);
// The production log line of every request is written, to a sink (what stdout to a file would cost, less the I/O).
const app = await buildApp({
  config,
  database,
  jwtSecret: new TextEncoder().encode(SECRET),
  logStream: { write() {} },
});
const appPort = await freePort();
await app.listen({ port: appPort, host: '127.0.0.1' });

/** The same app built from another checkout (its own modules and node_modules), for a paired run. */
async function baselineApp(root: string) {
  const src = (file: string) => import(path.join(root, 'apps/server/src', file));
  const dir = mkdtempSync(path.join(os.tmpdir(), 'request-path-baseline-'));
  const cfg = (await src('core/config.ts')).loadConfig({ ...config, ...process.env, ...configEnv(dir) });
  const db = await (await src('core/db/client.ts')).openDatabase(cfg);
  await (await src('core/db/migrate.ts')).runMigrations(db);
  const built = await (await src('app/app.ts')).buildApp({
    config: cfg,
    database: db,
    jwtSecret: new TextEncoder().encode(SECRET),
    logStream: { write() {} },
  });
  const port = await freePort();
  await built.listen({ port, host: '127.0.0.1' });
  return {
    base: `http://127.0.0.1:${port}`,
    close: async () => {
      await built.close();
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
const baselineRoot = process.env.REQUEST_PATH_BASELINE;
const baseline = baselineRoot ? await baselineApp(path.resolve(baselineRoot)) : null;

const servers: (readonly [string, string])[] = [
  ['node:http', bareBase],
  ['Fastify, no plugins', `http://127.0.0.1:${plainPort}`],
  ['the app', `http://127.0.0.1:${appPort}`],
  ...(baseline ? [[`the app at ${baselineRoot}`, baseline.base] as const] : []),
];
// Rounds alternate the servers, so a burst of other work on the shared machine hits all alike; the
// best round of each is reported.
const best = new Map<string, Result>();
/** The server thread's least CPU time a request of any round, µs. */
const busiest = new Map<string, number>();
const hookTotals: Record<RouteName, { requests: number; tallies: Map<string, Tally> }> = {
  health: { requests: 0, tallies: new Map() },
  '404': { requests: 0, tallies: new Map() },
};
for (const [, base] of servers)
  for (const [, url] of ROUTES) await load([`${base}${url}`], { concurrency: CONCURRENCY, seconds: 2 });
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, base] of servers) {
    for (const [what, url] of ROUTES) {
      resetTallies();
      const cpu = serverThreadMs();
      const r = await load([`${base}${url}`], { concurrency: CONCURRENCY, seconds: SECONDS });
      const busyUs = ((serverThreadMs() - cpu) * 1000) / r.requests;
      const key = `${name}|${what}`;
      if ((best.get(key)?.rps ?? 0) < r.rps) best.set(key, r);
      if (busyUs < (busiest.get(key) ?? Number.POSITIVE_INFINITY)) busiest.set(key, busyUs);
      if (name !== 'the app') continue;
      const total = hookTotals[what];
      total.requests += r.requests;
      for (const [label, t] of tallies) {
        const sum = total.tallies.get(label) ?? { calls: 0, ns: 0n };
        sum.calls += t.calls;
        sum.ns += t.ns;
        total.tallies.set(label, sum);
      }
    }
  }
}
await app.close();
await database.close();
await baseline?.close();
await plain.close();
bare.close();
rmSync(dataDir, { recursive: true, force: true });

console.log(
  `\n${CONCURRENCY} connections, ${ROUNDS} rounds of ${SECONDS} s per server and route, best round shown\n`,
);
console.log(
  "| server | route | req/s | p50 ms | p99 ms | server CPU µs a request | node:http's CPU time as % of it |",
);
console.log('|---|---|---:|---:|---:|---:|---:|');
for (const [name] of servers)
  for (const [what] of ROUTES) {
    const r = best.get(`${name}|${what}`);
    const busy = busiest.get(`${name}|${what}`) ?? 0;
    const bare = busiest.get(`node:http|${what}`) ?? 0;
    if (r)
      console.log(
        `| ${name} | ${what} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${busy.toFixed(1)} | ${((100 * bare) / busy).toFixed(0)} % |`,
      );
  }
for (const [what, { requests, tallies: map }] of Object.entries(hookTotals)) {
  console.log(`\nHooks of the app on ${what} (${requests} requests), wall time a request, largest first:\n`);
  console.log('| hook: function, added by | calls a request | µs a request |');
  console.log('|---|---:|---:|');
  let sum = 0;
  for (const [label, t] of [...map]
    .filter(([, t]) => t.calls > 0)
    .sort((a, b) => Number(b[1].ns - a[1].ns))) {
    const us = Number(t.ns) / 1000 / requests;
    sum += us;
    console.log(`| ${label} | ${(t.calls / requests).toFixed(0)} | ${us.toFixed(1)} |`);
  }
  console.log(`| **all hooks** | | **${sum.toFixed(1)}** |`);
}
process.exit(0);
