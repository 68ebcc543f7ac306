import os from 'node:os';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../apps/server/src/core/db/client';
import { load, type Result } from './load';
import { realisticQueries, zipfOrder } from './realistic-queries';
import { cpuSeconds, cpuSecondsOf, rssMb, startBenchServer } from './server-process';

/** Draws prepared for the clients; more than two phases ask at the rates this machine reaches. */
const DRAWS = 1_000_000;

export type RealisticOptions = {
  database: Database;
  databaseUrl: string | null;
  dataDir: string;
  port: number;
  concurrency: number;
  /** Length of each phase: the first (cold, right after the start) and the next (steady state). */
  seconds: number;
  jobs: number;
  urls: number;
  /** Which servers to start: `cached` (SEARCH_CACHE_SECONDS as configured), `computed` (0). */
  configs: string[];
  log: (line: string) => void;
};

type Phase = {
  name: string;
  result: Result;
  firstTime: number;
  rss: number;
  peak: number;
  /** CPU ms a request: the web server, PostgreSQL (0 on the embedded database), this bench's clients. */
  cpuMs: number;
  dbCpuMs: number;
  clientCpuMs: number;
};

/**
 * The search's long tail (issue 16): `urls` distinct search URLs asked Zipf-like (s = 1.1, fixed
 * seed) by closed-loop clients, against the real server started as its own process (as `npm start`
 * runs it, production settings), once per configuration: the first `seconds` after the start
 * (cold: nothing in memory) and the next `seconds` (steady state) are reported apart, with the
 * share of requests that asked a URL for the first time since the start and the server's memory.
 */
export async function runRealistic(o: RealisticOptions): Promise<void> {
  const { database, log } = o;
  const ids = async (list: string) =>
    (
      await queryRows<{ id: number }>(
        database.db,
        sql`select id from master_items where list = ${list} order by sort, id`,
      )
    ).map((r) => Number(r.id));
  // Places the generated jobs are in (the UAE's emirates and cities, the GCC's), not the world's.
  const places = (
    await queryRows<{ id: number }>(
      database.db,
      sql`select distinct p.id from master_items p join master_items c on c.parent_id = p.id
          where p.list = 'states' and c.list = 'cities'
          union select id from master_items where list = 'cities' order by 1`,
    )
  ).map((r) => Number(r.id));
  const queries = realisticQueries(
    {
      locations: places,
      designations: await ids('designations'),
      functionalAreas: await ids('functional_areas'),
    },
    o.urls,
  );
  const urls = queries.map((q) => `/api/jobs/search${q ? `?${q}` : ''}`);
  const order = zipfOrder(urls.length, DRAWS);
  // PGlite allows one process: the server opens the data dir once the bench has let go of it.
  await database.close();

  log(
    `\nrealistic: ${o.jobs} jobs, ${urls.length} distinct search URLs drawn Zipf-like (s = 1.1), ${o.concurrency} clients, ${o.seconds} s cold + ${o.seconds} s steady per server, ${os.cpus().length} cores, Node ${process.version}`,
  );
  log(`most asked: ${urls.slice(0, 3).join('  ')}`);
  for (const config of o.configs) {
    const env: Record<string, string> = config === 'computed' ? { SEARCH_CACHE_SECONDS: '0' } : {};
    const phases = await runServer(o, urls, order, env);
    const f = (n: number) => n.toFixed(1).padStart(8);
    log(
      `\n${config === 'computed' ? 'every answer computed (SEARCH_CACHE_SECONDS=0)' : `answers reused as configured (SEARCH_CACHE_SECONDS=${process.env.SEARCH_CACHE_SECONDS || '60, the default'})`}; load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    log(
      'phase     |   p50 ms |   p95 ms |   p99 ms |    req/s | requests | errors | first-time | RSS MB (peak) | CPU ms/req: server / db / clients',
    );
    log(
      '----------|----------|----------|----------|----------|----------|--------|------------|---------------|---------------------------------',
    );
    for (const p of phases)
      log(
        `${p.name.padEnd(10)}|${f(p.result.p50)}  |${f(p.result.p95)}  |${f(p.result.p99)}  |${f(p.result.rps)}  |${String(p.result.requests).padStart(9)} | ${String(p.result.errors).padStart(6)} | ${`${((100 * p.firstTime) / Math.max(1, p.result.requests)).toFixed(1)} %`.padStart(10)} | ${`${p.rss.toFixed(0)} (${p.peak.toFixed(0)})`.padEnd(13)} | ${p.cpuMs.toFixed(2)} / ${p.dbCpuMs.toFixed(2)} / ${p.clientCpuMs.toFixed(2)}`,
      );
    // Where in each minute the slow answers were: a cold minute's tail is its first seconds.
    for (const p of phases)
      log(
        `${p.name} p95 ms / requests by 10 s: ${p.result.timeline.map((b) => `${b.p95.toFixed(0)}/${b.requests}`).join('  ')}`,
      );
  }
}

async function runServer(
  o: RealisticOptions,
  urls: string[],
  order: Int32Array,
  env: Record<string, string>,
): Promise<Phase[]> {
  const server = await startBenchServer({
    port: o.port,
    dataDir: o.dataDir,
    databaseUrl: o.databaseUrl,
    // One address asks everything here; the limits are for many visitors.
    env: { RATE_LIMIT_FACTOR: '1000000', ...env },
    startTimeoutMs: 300_000,
    // e.g. BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' (NODE_OPTIONS refuses --cpu-prof).
    nodeArgs: process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean),
  });
  const { base, pid } = server;
  try {
    const seen = new Uint8Array(urls.length);
    const phases: Phase[] = [];
    let offset = 0;
    for (const name of ['cold', 'steady']) {
      const cpuBefore = cpuSeconds(pid);
      const dbCpuBefore = cpuSecondsOf('postgres');
      const clientCpuBefore = process.cpuUsage();
      const result = await load(
        urls.map((u) => base + u),
        { concurrency: o.concurrency, seconds: o.seconds, order, offset },
      );
      let firstTime = 0;
      for (let i = offset; i < offset + result.requests; i++) {
        const k = order[i % order.length] as number;
        if (!seen[k]) {
          seen[k] = 1;
          firstTime++;
        }
      }
      offset += result.requests;
      const perRequest = (seconds: number) => (seconds * 1000) / Math.max(1, result.requests);
      const client = process.cpuUsage(clientCpuBefore);
      phases.push({
        name,
        result,
        firstTime,
        rss: rssMb(pid),
        peak: rssMb(pid, 'VmHWM'),
        cpuMs: perRequest(cpuSeconds(pid) - cpuBefore),
        dbCpuMs: perRequest(cpuSecondsOf('postgres') - dbCpuBefore),
        clientCpuMs: perRequest((client.user + client.system) / 1e6),
      });
    }
    return phases;
  } finally {
    await server.stop();
  }
}
