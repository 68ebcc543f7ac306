import { mkdirSync } from 'node:fs';
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
import { runCvParse } from './cv-parse';
import { runCvSearch } from './cv-search';
import { generate } from './generate';
import { load, type Result } from './load';
import { runMixed } from './mixed';
import { searchQueries } from './queries';
import { runRealistic } from './realistic';
import { runReports } from './reports';
import { benchServerEnv } from './server-env';

const { values: args } = parseArgs({
  options: {
    jobs: { type: 'string', default: '100000' },
    /** `--scenario reports`: applications generated over the jobs (default ten a job). */
    applications: { type: 'string' },
    /** CV database size for `--scenario cv-search`. */
    candidates: { type: 'string', default: '200000' },
    /**
     * `hot-paths` (default): each hot path beside its in-memory ceiling; `mixed`: bench/mixed.ts;
     * `cv-search`: bench/cv-search.ts; `realistic`: bench/realistic.ts (the search's long tail);
     * `generate`: only make the jobs (e.g. a million, once, before measuring); `cv-parse`:
     * bench/cv-parse.ts (CV parsing against the labelled set, no database); `reports`:
     * bench/reports.ts (every report's p95 on generated applications and their histories).
     */
    scenario: { type: 'string', default: 'hot-paths' },
    /** `--scenario realistic`: distinct search URLs, and which servers (cached, computed). */
    urls: { type: 'string', default: '5000' },
    configs: { type: 'string', default: 'cached,computed' },
    concurrency: { type: 'string' },
    duration: { type: 'string' },
    port: { type: 'string', default: '3450' },
    /** `--scenario mixed`: measured rounds back to back on one server process. */
    rounds: { type: 'string', default: '1' },
  },
});
const MIXED = args.scenario === 'mixed';
const CV = args.scenario === 'cv-search';
const REALISTIC = args.scenario === 'realistic';
const GENERATE = args.scenario === 'generate';
const CV_PARSE = args.scenario === 'cv-parse';
const REPORTS = args.scenario === 'reports';
if (!MIXED && !CV && !REALISTIC && !GENERATE && !CV_PARSE && !REPORTS && args.scenario !== 'hot-paths')
  throw new Error('--scenario is hot-paths, realistic, mixed, cv-search, cv-parse, reports or generate');
const JOBS = Number(args.jobs);
const CONCURRENCY = Number(args.concurrency ?? (MIXED ? 100 : REPORTS ? 4 : 10));
const SECONDS = Number(args.duration ?? (MIXED || REALISTIC ? 60 : REPORTS ? 6 : 15));
const PORT = Number(args.port);
const databaseUrl = process.env.DATABASE_URL || null;
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'portal-bench-data');
const DEMO_PASSWORD = 'Bench-Demo-Password-1';

async function open(): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase({ dataDir, databaseUrl });
  await runMigrations(database);
  await runSeed(database.db, { dataDir, demoPassword: DEMO_PASSWORD });
  return database;
}

/** The reference: the same app answering the same URL from memory with the body captured earlier. */
function addReference(app: FastifyInstance, prefix: string, bodies: Map<string, string>) {
  app.get(`/ref${prefix}*`, (req, reply) => {
    const key = req.url.slice(4);
    reply.type('application/json; charset=utf-8').send(bodies.get(key) ?? '{}');
  });
}

/** Production settings for the in-process servers; rate limits out of the way of one client. */
function serverConfig() {
  return loadConfig(serverEnv());
}

function serverEnv() {
  return benchServerEnv({ dataDir, databaseUrl, port: PORT });
}

async function main() {
  if (CV_PARSE) {
    await runCvParse((s) => process.stdout.write(`${s}\n`), {
      verbose: process.env.BENCH_VERBOSE === '1',
      writeTo: process.env.CV_CORPUS_DIR,
      only: (process.env.CV_CORPUS_SET as 'tuning' | 'held-out' | undefined) || undefined,
    });
    return;
  }
  const database = await open();
  const log = (s: string) => process.stdout.write(`${s}\n`);
  log(
    `database: ${database.driver}${databaseUrl ? ` (${new URL(databaseUrl).pathname.slice(1)})` : ` (${dataDir})`}`,
  );
  if (CV) {
    const config = serverConfig();
    const jwtSecret = new TextEncoder().encode(config.jwtSecret ?? '');
    try {
      return await runCvSearch({
        database,
        config,
        jwtSecret,
        port: PORT,
        candidates: Number(args.candidates),
        concurrency: CONCURRENCY,
        seconds: SECONDS,
        demoPassword: DEMO_PASSWORD,
        log,
      });
    } finally {
      await database.close();
    }
  }
  const gen = await generate(database.db, JOBS);
  log(
    gen.generated
      ? `generated ${JOBS} jobs in ${(gen.ms / 1000).toFixed(1)} s`
      : `reusing ${JOBS} generated jobs`,
  );
  // Earlier runs' view counts left dead row versions (and GIN pending entries) behind; start every
  // run from the state a fresh generation leaves, so runs stay comparable.
  if (!gen.generated) await database.db.execute(sql`vacuum analyze jobs`);
  if (GENERATE) {
    if (databaseUrl) {
      const [size] = await queryRows<{ db: string; jobs: string }>(
        database.db,
        sql`select pg_size_pretty(pg_database_size(current_database())) as db,
          pg_size_pretty(pg_total_relation_size('jobs')) as jobs`,
      );
      log(`database size ${size?.db} (jobs with its indexes and TOAST: ${size?.jobs})`);
    }
    return database.close();
  }
  if (REPORTS) {
    // Master_admin signs in with the password alone here (no second step to script).
    const config = loadConfig({ ...serverEnv(), MFA_REQUIRED_ROLES: '' });
    return runReports({
      database,
      config,
      jwtSecret: new TextEncoder().encode(config.jwtSecret ?? ''),
      port: PORT,
      jobs: JOBS,
      applications: Number(args.applications ?? JOBS * 10),
      concurrency: CONCURRENCY,
      seconds: SECONDS,
      demoPassword: DEMO_PASSWORD,
      log,
    });
  }
  if (REALISTIC) {
    return runRealistic({
      database,
      databaseUrl,
      dataDir,
      port: PORT,
      concurrency: CONCURRENCY,
      seconds: SECONDS,
      jobs: JOBS,
      urls: Number(args.urls),
      configs: String(args.configs).split(','),
      log,
    });
  }
  const idOf = async (list: string, slug: string) =>
    Number(
      (
        await queryRows<{ id: number }>(
          database.db,
          sql`select id from master_items where list = ${list} and slug = ${slug}`,
        )
      )[0]?.id,
    );
  const ids = {
    dubai: await idOf('states', 'dubai'),
    abuDhabi: await idOf('states', 'abu-dhabi'),
    sharjah: await idOf('states', 'sharjah'),
    warehouseManager: await idOf('designations', 'warehouse-manager'),
    warehousing: await idOf('functional_areas', 'warehousing'),
    fmcg: await idOf('industries', 'fmcg'),
  };
  if (MIXED) {
    const searches = searchQueries(ids).map((q) => `/api/jobs/search?${q}`);
    const mixed = { database, databaseUrl, dataDir, port: PORT, jobs: JOBS, searches, log };
    return runMixed({ ...mixed, concurrency: CONCURRENCY, seconds: SECONDS, rounds: Number(args.rounds) });
  }
  const jobIds = (
    await queryRows<{ id: number }>(
      database.db,
      sql`select id from jobs where status = 'published' order by random() limit 500`,
    )
  ).map((r) => Number(r.id));

  const config = serverConfig();
  const jwtSecret = new TextEncoder().encode(config.jwtSecret ?? '');
  const app = await buildApp({ config, database, jwtSecret });
  // The same server with SEARCH_CACHE_SECONDS=0: every search computed (the facet counts still
  // come from their own cache), to show what a search costs when its answer is not in memory.
  const computing = await buildApp({ config: { ...config, searchCacheSeconds: 0 }, database, jwtSecret });
  const base = `http://127.0.0.1:${PORT}`;
  const computingBase = `http://127.0.0.1:${PORT + 1}`;
  const searches = searchQueries(ids).map((q) => `/api/jobs/search?${q}`);
  const scenarios = {
    'search + facets': searches,
    'job detail': jobIds.map((id) => `/api/jobs/view/${id}`),
    'category counts': ['designation', 'functional_area', 'state'].map(
      (c) => `/api/jobs/by-foreignkey?category=${c}`,
    ),
  };
  const bodies = new Map<string, string>();
  addReference(app, '/api/', bodies);
  await app.listen({ port: PORT, host: '127.0.0.1' });
  await computing.listen({ port: PORT + 1, host: '127.0.0.1' });
  try {
    // Capture every response once (also warms caches), so the reference serves the same bytes.
    for (const urls of Object.values(scenarios))
      for (const url of urls) {
        const res = await fetch(base + url);
        if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
        bodies.set(url, await res.text());
      }
    const rows: { name: string; real: Result; ref: Result }[] = [];
    for (const [name, urls] of Object.entries(scenarios)) {
      const real = await load(
        urls.map((u) => base + u),
        { concurrency: CONCURRENCY, seconds: SECONDS },
      );
      const ref = await load(
        urls.map((u) => `${base}/ref${u}`),
        { concurrency: CONCURRENCY, seconds: Math.min(SECONDS, 10) },
      );
      rows.push({ name, real, ref });
      if (name === 'search + facets') {
        const computed = await load(
          searches.map((u) => computingBase + u),
          { concurrency: CONCURRENCY, seconds: SECONDS },
        );
        rows.push({ name: '  answer computed', real: computed, ref });
      }
    }
    const f = (n: number) => n.toFixed(1).padStart(7);
    log(
      `\n${JOBS} jobs, ${CONCURRENCY} concurrent clients, ${SECONDS} s per scenario, ${os.cpus().length} cores, Node ${process.version}`,
    );
    log(
      'scenario           |  p50 ms |  p95 ms |  p99 ms |   req/s | errors | in-memory req/s (p95 ms) | % of ceiling',
    );
    log(
      '-------------------|---------|---------|---------|---------|--------|--------------------------|-------------',
    );
    for (const r of rows)
      log(
        `${r.name.padEnd(19)}|${f(r.real.p50)}  |${f(r.real.p95)}  |${f(r.real.p99)}  |${f(r.real.rps)}  | ${String(r.real.errors).padStart(6)} | ${f(r.ref.rps)} (${r.ref.p95.toFixed(1)})${' '.repeat(8)} | ${((100 * r.real.rps) / r.ref.rps).toFixed(0).padStart(5)} %`,
      );
  } finally {
    await computing.close();
    await app.close();
    await database.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
