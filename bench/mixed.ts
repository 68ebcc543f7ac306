import os from 'node:os';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../apps/server/src/core/db/client';
import { BENCH_CANDIDATE_PASSWORD, benchCandidateEmail, ensureCandidates } from './candidates';
import { attachInspector, type Inspector } from './inspector';
import { KINDS, type MixedOutput, mixedLoad } from './mixed-load';
import { rssMb, startBenchServer } from './server-process';

/** Enough accounts that no candidate signs in twice within a run at the rates this machine reaches. */
const CANDIDATES = 5000;
const WARM_UP_SECONDS = 10;
/**
 * Resident memory is read this long after the load stops: V8 leaves garbage in the old space while
 * it allocates fast and collects it once allocation slows (its memory reducer starts ~8 s later), so
 * a reading 2 s after the load counted up to 200 MB of garbage (heap used 336 MB at the end of a
 * round, 115 MB after a full GC; measured over the inspector).
 */
const SETTLE_MS = 15_000;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export type MixedOptions = {
  database: Database;
  databaseUrl: string | null;
  dataDir: string;
  port: number;
  concurrency: number;
  seconds: number;
  jobs: number;
  searches: string[];
  /** Measured rounds back to back on one server process: whether memory settles or keeps growing. */
  rounds: number;
  log: (line: string) => void;
};

/**
 * 60 s x 100 connections of sessions mixing search, job pages, sign-in and applying
 * (bench/mixed-load.ts) against the real server started as its own process, as `npm start` runs
 * it, so its resident memory can be read before and after. Production settings and every rate
 * limit as shipped (RATE_LIMIT_FACTOR 1); TRUST_PROXY so each session's address is its own.
 */
export async function runMixed(o: MixedOptions): Promise<void> {
  const { database, log } = o;
  const made = await ensureCandidates(database.db, CANDIDATES);
  log(made.generated ? `generated ${CANDIDATES} candidates` : `reusing ${CANDIDATES} candidates`);
  const jobIds = (
    await queryRows<{ id: number }>(
      database.db,
      sql`select id from jobs where status = 'published' and valid_through > now() and apply_method = 'portal'
          order by random() limit 500`,
    )
  ).map((r) => Number(r.id));
  // PGlite allows one process: the server opens the data dir once the bench has let go of it.
  await database.close();

  // The inspector (localhost, a free port) lets the bench collect garbage before reading the heap.
  let inspector: Promise<Inspector> | undefined;
  const server = await startBenchServer({
    port: o.port,
    dataDir: o.dataDir,
    databaseUrl: o.databaseUrl,
    env: { TRUST_PROXY: 'true', RATE_LIMIT_FACTOR: '1' },
    nodeArgs: ['--inspect=127.0.0.1:0'],
    stderr: 'pipe',
    onSpawn: (child) => {
      inspector = attachInspector(child);
    },
    startTimeoutMs: 120_000,
  });
  const { base, pid } = server;
  const measure = () => {
    if (!inspector) throw new Error('the inspector was not attached');
    return inspector.then((i) => i.collectAndMeasure());
  };
  try {
    const started = rssMb(pid);
    const input = {
      base,
      emails: Array.from({ length: CANDIDATES }, (_, i) => benchCandidateEmail(i)),
      password: BENCH_CANDIDATE_PASSWORD,
      jobIds,
      searches: o.searches,
      concurrency: o.concurrency,
    };
    const warm = await mixedLoad({ ...input, seconds: WARM_UP_SECONDS, firstSession: 0 });
    // Read both figures the same way: once the server has settled after the load.
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const before = rssMb(pid);
    const keptBefore = await measure();
    let firstSession = warm.sessions;
    for (let round = 1; round <= o.rounds; round++) {
      const run = await mixedLoad({ ...input, seconds: o.seconds, firstSession });
      firstSession += run.sessions;
      await new Promise((r) => setTimeout(r, SETTLE_MS));
      const after = rssMb(pid);
      const keptAfter = await measure();
      if (o.rounds > 1) log(`\nround ${round} of ${o.rounds}`);
      report(o, run, { started, before, after }, { before: keptBefore, after: keptAfter }, log);
    }
    if (warm.samples.length)
      log(`warm-up errors (first ${warm.samples.length}):\n  ${warm.samples.join('\n  ')}`);
  } finally {
    await server.stop();
  }
}

function report(
  o: MixedOptions,
  run: MixedOutput,
  rss: { started: number; before: number; after: number },
  kept: { before: { rssMb: number; heapUsedMb: number }; after: { rssMb: number; heapUsedMb: number } },
  log: (line: string) => void,
) {
  const f = (n: number) => n.toFixed(1).padStart(8);
  const all = KINDS.flatMap((k) => run.latencies[k]).sort((a, b) => a - b);
  log(
    `\nmixed: ${o.jobs} jobs, ${o.concurrency} connections, ${o.seconds} s after a ${WARM_UP_SECONDS} s warm-up, ${run.sessions} sessions, ${os.cpus().length} cores, Node ${process.version}`,
  );
  log('kind       |   p50 ms |   p95 ms |   p99 ms |    req/s | requests | errors');
  log('-----------|----------|----------|----------|----------|----------|-------');
  const row = (name: string, sorted: number[], errors: number) =>
    log(
      `${name.padEnd(11)}|${f(pct(sorted, 50))}  |${f(pct(sorted, 95))}  |${f(pct(sorted, 99))}  |${f(sorted.length / run.seconds)}  |${String(sorted.length).padStart(9)} | ${String(errors).padStart(6)}`,
    );
  for (const k of KINDS)
    row(
      k,
      [...run.latencies[k]].sort((a, b) => a - b),
      run.errors[k],
    );
  row(
    'all',
    all,
    KINDS.reduce((n, k) => n + run.errors[k], 0),
  );
  const growth = (before: number, after: number) => {
    const g = (100 * (after - before)) / before;
    return `${g >= 0 ? '+' : ''}${g.toFixed(1)} %`;
  };
  log(
    `server RSS ${SETTLE_MS / 1000} s after the load: ${rss.started.toFixed(0)} MB after start, ${rss.before.toFixed(0)} MB after the warm-up, ${rss.after.toFixed(0)} MB after the run (${growth(rss.before, rss.after)})`,
  );
  log(
    `after a full garbage collection: heap used ${kept.before.heapUsedMb.toFixed(0)} -> ${kept.after.heapUsedMb.toFixed(0)} MB (${growth(kept.before.heapUsedMb, kept.after.heapUsedMb)}), RSS ${kept.before.rssMb.toFixed(0)} -> ${kept.after.rssMb.toFixed(0)} MB (${growth(kept.before.rssMb, kept.after.rssMb)})`,
  );
  if (run.samples.length) log(`errors (first ${run.samples.length}):\n  ${run.samples.join('\n  ')}`);
}
