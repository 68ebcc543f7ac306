/**
 * Salary insights at scale (issue 30 item 5): how long one snapshot of every page's figures takes
 * to compute (the background refresh), and the p95 of a page's answer from it (what a visitor
 * waits for), on the bench database (bench/generate.ts: all its jobs published within 60 days, so
 * every one of them is inside the 12-month window: the worst case).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal_bench_salary node --import tsx bench/salary-insights.ts --jobs 1000000
 *   BENCH_DATA_DIR=/tmp/salary-bench node --import tsx bench/salary-insights.ts --jobs 100000   # PGlite
 */
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { runSeed } from '../apps/server/src/app/seed';
import { openDatabase, queryRows } from '../apps/server/src/core/db/client';
import { runMigrations } from '../apps/server/src/core/db/migrate';
import { createSalaryInsights } from '../apps/server/src/modules/salary-insights/service';
import { buildSnapshot } from '../apps/server/src/modules/salary-insights/snapshot';
import { generate } from './generate';

const { values: args } = parseArgs({
  options: { jobs: { type: 'string', default: '100000' }, requests: { type: 'string', default: '2000' } },
});
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'portal-bench-data');
mkdirSync(dataDir, { recursive: true });
const database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL || null });
await runMigrations(database);
await runSeed(database.db, { dataDir, demoPassword: 'Bench-Demo-Password-1' });
const gen = await generate(database.db, Number(args.jobs));
const db = database.db;
const [jobs] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from jobs`);
console.log(`jobs ${jobs?.n} (generated now: ${gen.generated}, ${(gen.ms / 1000).toFixed(1)} s)`);

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

// The refresh: every page's figures in one pass.
const computeMs: number[] = [];
let pages = 0;
for (let i = 0; i < 3; i++) {
  const t0 = performance.now();
  const s = await buildSnapshot(db);
  computeMs.push(performance.now() - t0);
  pages = s.pages.size;
}
computeMs.sort((a, b) => a - b);
console.log(
  `snapshot (${pages} pages): median ${computeMs[1]?.toFixed(0)} ms, max ${computeMs[2]?.toFixed(0)} ms`,
);

// A visitor's answer: pages, the index and job-page lines from the cached snapshot, mixed with
// pages that have no figures (a 404 looks its designation up).
const insights = createSalaryInsights(db, { cacheSeconds: 600 });
const snapshot = await insights.snapshot();
const keys = [...snapshot.pages.keys()];
const ms: number[] = [];
const n = Number(args.requests);
for (let i = 0; i < n; i++) {
  const key = keys[(i * 7919) % keys.length] ?? 'warehouse-manager';
  const [d = '', p] = key.split('/');
  const t0 = performance.now();
  if (i % 10 === 0) await insights.index();
  else if (i % 10 === 1) await insights.page(d, 'fujairah').catch(() => null);
  else if (i % 3 === 0) await insights.summary(d, p);
  else await insights.page(d, p);
  ms.push(performance.now() - t0);
}
ms.sort((a, b) => a - b);
console.log(
  `answers (${n}): p50 ${pct(ms, 0.5).toFixed(3)} ms, p95 ${pct(ms, 0.95).toFixed(3)} ms, p99 ${pct(ms, 0.99).toFixed(3)} ms`,
);
await database.close();
