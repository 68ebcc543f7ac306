import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app/app';
import type { Config as AppConfig } from '../apps/server/src/core/config';
import { type Database, queryRows } from '../apps/server/src/core/db/client';
import { cvIndexStats } from '../apps/server/src/modules/cv-search/changes';
import { searchThreadOf } from '../apps/server/src/modules/cv-search/search-thread-client';
import { ensureCvCandidates } from './cv-candidates';
import { cvSearchQueries } from './cv-queries';
import { load } from './load';
import { postgresCpuMs, postgresCpuSince } from './thread-cpu';

type Options = {
  database: Database;
  config: AppConfig;
  jwtSecret: Uint8Array;
  port: number;
  candidates: number;
  concurrency: number;
  seconds: number;
  demoPassword: string;
  log: (s: string) => void;
};

/** The master items the bench's queries filter on, by name (bench/cv-queries.ts). */
export async function masterIds(database: Database): Promise<Record<string, number>> {
  const want: Record<string, [string, string]> = {
    dubai: ['states', 'dubai'],
    abuDhabi: ['states', 'abu-dhabi'],
    sharjah: ['states', 'sharjah'],
    warehouseSupervisor: ['designations', 'warehouse-supervisor'],
    forklift: ['skills', 'forklift-operation'],
    immediate: ['notice_periods', 'immediate'],
    oneMonth: ['notice_periods', '1-month'],
    employmentVisa: ['visa_statuses', 'employment-visa'],
    india: ['countries', 'india'],
    bachelor: ['education_levels', 'bachelor-s-degree'],
    iataDgr: ['certifications', 'iata-dgr'],
  };
  const out: Record<string, number> = {};
  for (const [key, [list, slug]] of Object.entries(want)) {
    const [row] = await queryRows<{ id: number }>(
      database.db,
      sql`select id from master_items where list = ${list} and slug = ${slug}`,
    );
    if (!row) throw new Error(`bench: no ${list} "${slug}"`);
    out[key] = Number(row.id);
  }
  return out;
}

/**
 * `--scenario cv-search`: GET /api/search/candidate (results, highlighted passages, eight facets)
 * as the demo employer, over the generated candidates. The CV search keeps no answers, so every
 * request is computed; beside it, the same server answering the same URLs from memory.
 * CV_SEARCH_CPU_PROFILE=<file.cpuprofile> writes a CPU profile of the server thread over the computed run.
 */
export async function runCvSearch(o: Options): Promise<void> {
  const gen = await ensureCvCandidates(o.database.db, o.candidates);
  o.log(
    gen.generated
      ? `generated ${o.candidates} CV candidates in ${(gen.ms / 1000).toFixed(1)} s`
      : `reusing ${o.candidates} generated CV candidates`,
  );
  const app: FastifyInstance = await buildApp({
    config: o.config,
    database: o.database,
    jwtSecret: o.jwtSecret,
  });
  const bodies = new Map<string, string>();
  app.get('/ref/api/*', (req, reply) => {
    reply.type('application/json; charset=utf-8').send(bodies.get(req.url.slice(4)) ?? '{}');
  });
  await app.listen({ port: o.port, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${o.port}`;
  try {
    const signIn = await fetch(`${base}/api/user/employer_login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'employer@demo.example.com', password: o.demoPassword }),
    });
    if (signIn.status !== 200)
      throw new Error(`bench: employer sign-in ${signIn.status} ${await signIn.text()}`);
    const token = ((await signIn.json()) as { data: { token: string } }).data.token;
    const headers = { authorization: `Bearer ${token}` };
    const urls = cvSearchQueries(await masterIds(o.database)).map((q) => `/api/search/candidate?${q}`);
    // The first seconds after a start: the index is read, then each keyword leaf on its first use.
    const cold = await load(
      urls.map((u) => base + u),
      { concurrency: o.concurrency, seconds: Math.min(o.seconds, 5), headers },
    );
    let matched = 0;
    let bytes = 0;
    for (const url of urls) {
      const res = await fetch(base + url, { headers });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`${url}: ${res.status} ${body}`);
      bodies.set(url, body);
      matched += (JSON.parse(body) as { meta: { total: number } }).meta.total;
      bytes += Buffer.byteLength(body);
    }
    o.log(
      `${urls.length} queries, ${Math.round(matched / urls.length)} matches and ${(bytes / urls.length / 1024).toFixed(1)} kB of JSON a response on average`,
    );
    // The server's event loop is the bottleneck: its busy time per search says what a change bought
    // even when the machine's other core is shared (the clients run in a worker thread).
    // CV_SEARCH_CPU_PROFILE=<file.cpuprofile>: the server thread over the computed run alone.
    const profile = process.env.CV_SEARCH_CPU_PROFILE;
    const profiler = profile ? new Session() : null;
    if (profiler) {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    }
    const elu0 = performance.eventLoopUtilization();
    // The server thread's own CPU time (the clients' worker thread not counted): unlike its busy
    // time, it does not grow while another process holds the core.
    const cpu0 = process.threadCpuUsage();
    // The whole process: both threads above, the load's clients and V8's helper threads.
    const processCpu0 = process.cpuUsage();
    // On PostgreSQL the index and its pass are in the CV search thread: its CPU is counted apart.
    const thread = searchThreadOf(o.database.db);
    const threadCpu0 = (await thread?.stats())?.cpuMs;
    // PostgreSQL's share (the page's rows and passages): on this machine it competes for the cores.
    const pg0 = postgresCpuMs();
    const real = await load(
      urls.map((u) => base + u),
      { concurrency: o.concurrency, seconds: o.seconds, headers },
    );
    const elu = performance.eventLoopUtilization(elu0);
    const cpu = process.threadCpuUsage(cpu0);
    const processCpu = process.cpuUsage(processCpu0);
    const threadCpu1 = (await thread?.stats())?.cpuMs;
    const pg1 = postgresCpuMs();
    if (profiler && profile) {
      const { profile: taken } = await profiler.post('Profiler.stop');
      writeFileSync(profile, JSON.stringify(taken));
      profiler.disconnect();
    }
    const ref = await load(
      urls.map((u) => `${base}/ref${u}`),
      { concurrency: o.concurrency, seconds: Math.min(o.seconds, 10), headers },
    );
    const f = (n: number) => n.toFixed(1).padStart(7);
    o.log(
      `\n${o.candidates} candidates, ${o.concurrency} concurrent clients, ${o.seconds} s, ${os.cpus().length} cores, Node ${process.version}, ${o.database.driver}`,
    );
    o.log('scenario           |  p50 ms |  p95 ms |  p99 ms |   req/s | errors | in-memory req/s (p95 ms)');
    o.log('-------------------|---------|---------|---------|---------|--------|-------------------------');
    o.log(
      `${'cv search, cold 5 s'.padEnd(19)}|${f(cold.p50)}  |${f(cold.p95)}  |${f(cold.p99)}  |${f(cold.rps)}  | ${String(cold.errors).padStart(6)} |`,
    );
    o.log(
      `${'cv search (computed)'.padEnd(19)}|${f(real.p50)}  |${f(real.p95)}  |${f(real.p99)}  |${f(real.rps)}  | ${String(real.errors).padStart(6)} | ${f(ref.rps)} (${ref.p95.toFixed(1)})`,
    );
    o.log(
      `server event loop busy ${(elu.utilization * 100).toFixed(1)} % of the computed run: ${(elu.active / real.requests).toFixed(2)} ms per search; server thread CPU ${((cpu.user + cpu.system) / 1000 / real.requests).toFixed(2)} ms per search`,
    );
    if (threadCpu0 != null && threadCpu1 != null)
      o.log(`CV search thread CPU ${((threadCpu1 - threadCpu0) / real.requests).toFixed(2)} ms per search`);
    o.log(
      `process CPU ${((processCpu.user + processCpu.system) / 1000 / real.requests).toFixed(2)} ms per search (both threads, the load's clients, V8's helpers)`,
    );
    if (pg0 != null && pg1 != null)
      o.log(
        `PostgreSQL CPU ${(postgresCpuSince(pg0, pg1) / real.requests).toFixed(2)} ms per search (its processes on this machine)`,
      );
    const mb = (b: number) => `${(b / 2 ** 20).toFixed(1)} MB`;
    const stats = thread ? ((await thread.stats())?.stats ?? null) : cvIndexStats(o.database.db);
    o.log(
      stats
        ? `index (SEARCH_INDEX=memory): ${stats.candidates} candidates in ${mb(stats.columnBytes)} of columns, read in ${Math.round(stats.buildMs ?? 0)} ms; ${stats.leaves} keyword leaves in ${mb(stats.leafBytes)}`
        : `index: none (SEARCH_INDEX=${o.config.searchIndex})`,
    );
    o.log(`process RSS after the runs: ${mb(process.memoryUsage().rss)} (server and load generator)`);
  } finally {
    await app.close();
  }
}
