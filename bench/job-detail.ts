import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app/app';
import { runSeed } from '../apps/server/src/app/seed';
import { loadConfig } from '../apps/server/src/core/config';
import { type Database, openDatabase, queryRows } from '../apps/server/src/core/db/client';
import { runMigrations } from '../apps/server/src/core/db/migrate';
import { generate } from './generate';
import { load, type Result } from './load';
import { benchServerEnv } from './server-env';
import { serverThreadMs } from './thread-cpu';

/*
 * Health and a job's detail (as a guest and as the signed-in demo candidate) at many connections:
 * issue 33 item 2's "p99 <= 150 ms at 50 connections" on the embedded database, and the detail's
 * req/s on PostgreSQL. The database is bench/run.ts's (DATABASE_URL, else PGlite in BENCH_DATA_DIR),
 * its jobs generated once. JOB_DETAIL_BASELINE=<another checkout with its node_modules> builds that
 * checkout's app on the same database handle too, and the rounds alternate the two apps (a paired
 * run). Each round reports wall-time percentiles and the server thread's CPU time a request.
 * JOB_DETAIL_CPU_PROFILE=<file.cpuprofile> writes a CPU profile of the server thread over the
 * measured rounds only (not start-up and warm-up), for Chrome's DevTools or speedscope.
 *
 *   nice -n 10 node --import tsx bench/job-detail.ts --jobs 100000 --concurrency 50 --duration 8 --rounds 2
 */
const { values: args } = parseArgs({
  options: {
    jobs: { type: 'string', default: '100000' },
    concurrency: { type: 'string', default: '50' },
    duration: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '2' },
    port: { type: 'string', default: '4800' },
    /** Comma-separated: health, guest, candidate. */
    routes: { type: 'string', default: 'health,guest,candidate' },
  },
});
const CONCURRENCY = Number(args.concurrency);
const SECONDS = Number(args.duration);
const ROUNDS = Number(args.rounds);
const PORT = Number(args.port);
const databaseUrl = process.env.DATABASE_URL || null;
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'portal-bench-data');
const DEMO_PASSWORD = 'Bench-Demo-Password-1';
const log = (s: string) => process.stdout.write(`${s}\n`);

// SEARCH_INDEX=sql keeps the search's index out of the heap (neither route reads it), so its
// garbage collections do not land in the rounds.
const env = benchServerEnv({ dataDir, databaseUrl });

type Built = { name: string; app: FastifyInstance; base: string };

async function listen(name: string, app: FastifyInstance, port: number): Promise<Built> {
  await app.listen({ port, host: '127.0.0.1' });
  return { name, app, base: `http://127.0.0.1:${port}` };
}

/**
 * The same app from another checkout (its own modules, so its own caches), on this database handle
 * but with a ping of its own: one query a call, as before the shared ping (core/db/client.ts).
 */
async function baselineApp(root: string, database: Database, port: number): Promise<Built> {
  const src = (file: string) => import(path.join(root, 'apps/server/src', file));
  const config = (await src('core/config.ts')).loadConfig(env);
  const ping = () =>
    database.db.execute(sql`select 1`).then(
      () => true,
      () => false,
    );
  const app = await (await src('app/app.ts')).buildApp({
    config,
    database: { ...database, ping },
    jwtSecret: new TextEncoder().encode(env.JWT_SECRET),
  });
  return listen(`before (${root})`, app, port);
}

async function candidateToken(base: string): Promise<string> {
  const res = await fetch(`${base}/api/user/candi_login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'candidate@demo.example.com', password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`candidate sign-in: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function indexesReady(base: string) {
  for (;;) {
    const res = await fetch(`${base}/api/health`);
    const { data } = (await res.json()) as { data: { indexes: { state: string }[] } };
    if (!data.indexes.some((i) => i.state === 'building')) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function main() {
  mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase({ dataDir, databaseUrl });
  await runMigrations(database);
  await runSeed(database.db, { dataDir, demoPassword: DEMO_PASSWORD });
  const jobs = Number(args.jobs);
  const gen = await generate(database.db, jobs);
  log(`database: ${database.driver}; ${gen.generated ? 'generated' : 'reusing'} ${jobs} jobs`);
  const ids = await queryRows<{ id: number }>(
    database.db,
    sql`select id from jobs where status = 'published' order by random() limit 500`,
  );
  const details = ids.map((r) => `/api/jobs/view/${r.id}`);

  const config = loadConfig(env);
  const apps = [
    await listen(
      'this checkout',
      await buildApp({ config, database, jwtSecret: new TextEncoder().encode(env.JWT_SECRET) }),
      PORT,
    ),
  ];
  const baseline = process.env.JOB_DETAIL_BASELINE;
  if (baseline) apps.push(await baselineApp(path.resolve(baseline), database, PORT + 1));
  // The app reads the open jobs into memory at start (the search's index): measured after that.
  for (const { base } of apps) await indexesReady(base);
  const token = await candidateToken(apps[0]?.base ?? '');
  const routes = {
    health: { urls: ['/api/health'], headers: {} },
    guest: { urls: details, headers: {} },
    candidate: { urls: details, headers: { authorization: `Bearer ${token}` } },
  };
  const chosen = String(args.routes)
    .split(',')
    .map((r) => [r, routes[r as keyof typeof routes]] as const);

  const rows: { app: string; route: string; round: number; r: Result; cpuUs: number }[] = [];
  try {
    // Warm-up: every job read once by each app, so the rounds measure the steady state (a kept
    // job lives up to a minute: later rounds read some again, as a server does).
    for (const { base } of apps)
      for (const [, { urls, headers }] of chosen)
        for (let i = 0; i < urls.length; i += 10)
          await Promise.all(
            urls.slice(i, i + 10).map((u) => fetch(base + u, { headers }).then((r) => r.arrayBuffer())),
          );
    const profile = process.env.JOB_DETAIL_CPU_PROFILE;
    const profiler = profile ? new Session() : null;
    if (profiler) {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    }
    for (let round = 1; round <= ROUNDS; round++)
      for (const { name, base } of apps)
        for (const [route, { urls, headers }] of chosen) {
          const cpu = serverThreadMs();
          const r = await load(
            urls.map((u) => base + u),
            { concurrency: CONCURRENCY, seconds: SECONDS, headers },
          );
          rows.push({ app: name, route, round, r, cpuUs: ((serverThreadMs() - cpu) * 1000) / r.requests });
        }
    if (profiler && profile) {
      const { profile: taken } = await profiler.post('Profiler.stop');
      writeFileSync(profile, JSON.stringify(taken));
      profiler.disconnect();
    }
  } finally {
    for (const { app } of apps) await app.close();
    await database.close();
  }
  log(
    `\n${database.driver}, ${jobs} jobs, ${CONCURRENCY} connections, ${ROUNDS} rounds of ${SECONDS} s, ${os.cpus().length} cores, Node ${process.version}\n`,
  );
  log('| app | route | round | req/s | p50 ms | p99 ms | errors | server thread CPU µs a request |');
  log('|---|---|---:|---:|---:|---:|---:|---:|');
  for (const { app, route, round, r, cpuUs } of rows)
    log(
      `| ${app} | ${route} | ${round} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} | ${cpuUs.toFixed(0)} |`,
    );
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
