/**
 * EXPLAIN (ANALYZE, BUFFERS) of every statement each report runs, for docs/performance.md: the
 * report definitions are run against a database whose logger keeps each statement, then each is
 * explained with its parameters. Run after `npm run bench -- --scenario reports` generated the data:
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_reports node --import tsx bench/explain-reports.ts \
 *     [--report funnel] [--days 365] [--job] [--member] [--summary]
 *
 * `--summary` prints each statement's execution time and its plan's top node only.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { fromPostgres, queryRows } from '../apps/server/src/core/db/client';
import { runMigrations } from '../apps/server/src/core/db/migrate';
import type { ReportDefinition, ReportFilters } from '../apps/server/src/modules/reports/definition';
import * as registry from '../apps/server/src/modules/reports/registry';
import { largestOrganisation } from './reports-data';

const { values: args } = parseArgs({
  options: {
    report: { type: 'string' },
    days: { type: 'string', default: '365' },
    job: { type: 'boolean', default: false },
    member: { type: 'boolean', default: false },
    summary: { type: 'boolean', default: false },
  },
});
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');

const definitions = Object.values(registry)
  .flatMap((v) => (Array.isArray(v) ? v : [v]))
  .filter((d): d is ReportDefinition => typeof d === 'object' && d !== null && 'run' in d && 'id' in d);
const seen = new Set<string>();
const reports = definitions.filter(
  (d) => !seen.has(d.id) && seen.add(d.id) && (!args.report || d.id === args.report),
);

const pool = new pg.Pool({ connectionString: url, max: 2, options: '-c jit=off' });
const statements: { query: string; params: unknown[] }[] = [];
const recording = drizzle(pool, {
  logger: { logQuery: (query, params) => statements.push({ query, params }) },
});
const plain = fromPostgres(url);
await runMigrations(plain);

const top = await largestOrganisation(plain.db);
const [job] = await queryRows<{ id: number }>(
  plain.db,
  sql`select a.job_id as id from applications a join jobs j on j.id = a.job_id where j.client_id = ${top.client_id}
    and a.created_at > now() - interval '365 days' group by a.job_id order by count(*) desc limit 1`,
);
const [member] = await queryRows<{ id: number }>(
  plain.db,
  sql`select e.changed_by as id from application_events e join users u on u.id = e.changed_by
    where u.client_id = ${top.client_id} and e.status <> 'applied' group by 1 order by count(*) desc limit 1`,
);
const days = Number(args.days);
const today = new Date(Date.now() + 4 * 3_600_000);
const filters: ReportFilters = {
  from: new Date(today.getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10),
  to: today.toISOString().slice(0, 10),
  ...(args.job && job ? { jobId: job.id } : {}),
  ...(args.member && member ? { memberId: member.id } : {}),
};
const scope = { clientId: top.client_id, clientName: top.name, timeZone: 'Asia/Dubai' };
process.stdout.write(`${top.name} (${top.client_id}), ${JSON.stringify(filters)}\n`);

for (const d of reports) {
  statements.length = 0;
  const t0 = performance.now();
  await d.run(recording as never, scope, filters);
  const ms = performance.now() - t0;
  process.stdout.write(`\n=== ${d.id}: ${ms.toFixed(1)} ms in ${statements.length} statement(s)\n`);
  for (const s of [...statements]) {
    const res = await pool.query(`explain (analyze, buffers) ${s.query}`, s.params);
    const lines: string[] = res.rows.map((r: Record<string, string>) => r['QUERY PLAN'] ?? '');
    if (args.summary)
      process.stdout.write(
        `${lines[0] ?? ''}\n  ${lines.filter((l) => /Execution Time/.test(l)).join('')}\n`,
      );
    else process.stdout.write(`\n-- ${s.query.replace(/\s+/g, ' ').slice(0, 300)}\n${lines.join('\n')}\n`);
  }
}
await pool.end();
await plain.close();
