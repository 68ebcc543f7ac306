/**
 * Times each dashboard query (modules/dashboards/queries.ts) on the bench database: 100,000 jobs
 * by default (bench/generate.ts), the employer being the organisation with the most jobs.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal_bench node --import tsx bench/dashboards.ts [--jobs 100000]
 */
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { runSeed } from '../apps/server/src/app/seed';
import { openDatabase, queryRows } from '../apps/server/src/core/db/client';
import { runMigrations } from '../apps/server/src/core/db/migrate';
import { adminDashboard, employerDashboard } from '../apps/server/src/modules/dashboards/queries';
import { generate } from './generate';

const { values: args } = parseArgs({ options: { jobs: { type: 'string', default: '100000' } } });
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'portal-bench-data');
mkdirSync(dataDir, { recursive: true });
const database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL || null });
await runMigrations(database);
await runSeed(database.db, { dataDir, demoPassword: 'Bench-Demo-Password-1' });
const gen = await generate(database.db, Number(args.jobs));
const db = database.db;
const [top] = await queryRows<{ client_id: number; n: number }>(
  db,
  sql`select client_id, count(*)::int as n from jobs group by client_id order by 2 desc limit 1`,
);
const [jobs] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from jobs`);
const [apps] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from applications`);

async function time(label: string, run: () => Promise<unknown>) {
  await run(); // warm
  const ms: number[] = [];
  for (let i = 0; i < 7; i++) {
    const t0 = performance.now();
    await run();
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  console.log(`${label.padEnd(32)} median ${ms[3]?.toFixed(1)} ms  max ${ms[6]?.toFixed(1)} ms`);
}

console.log(
  `jobs ${jobs?.n}, applications ${apps?.n}, employer ${top?.client_id} with ${top?.n} jobs (generated now: ${gen.generated})`,
);
for (const period of [7, 30, 90]) {
  await time(`dashboards/admin?period=${period}`, () => adminDashboard(db, period));
  await time(`dashboards/employer?period=${period}`, () =>
    employerDashboard(db, top?.client_id ?? 0, period),
  );
}
await database.close();
