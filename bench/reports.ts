import os from 'node:os';
import { REPORT_IDS, type ReportId } from '@portal/contract/reports';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app/app';
import type { loadConfig } from '../apps/server/src/core/config';
import { type Database, queryRows } from '../apps/server/src/core/db/client';
import { load, type Result } from './load';
import { BENCH_MEMBER_PASSWORD, generateReportsData, largestOrganisation } from './reports-data';

/*
 * `npm run bench -- --scenario reports` (issue 30 item 2): every report's p50/p95/p99 through the
 * HTTP API on the generated data (bench/reports-data.ts), as the largest organisation's member over
 * the last 30 and 365 days, with a job and a team member filter, and as master_admin looking at that
 * organisation; then the CSV export of the report with the most rows. The 1-minute load average is
 * printed beside each figure: the machine's 2 cores are shared.
 */

type Options = {
  database: Database;
  config: ReturnType<typeof loadConfig>;
  jwtSecret: Uint8Array;
  port: number;
  jobs: number;
  applications: number;
  concurrency: number;
  seconds: number;
  demoPassword: string;
  log: (s: string) => void;
};

type Row = { report: string; variant: string; result: Result | null; note: string; load: number };

/** Today and `days - 1` days before it, in Dubai (every bench organisation's time zone). */
function period(days: number): { from: string; to: string } {
  const today = new Date(Date.now() + 4 * 3_600_000);
  const from = new Date(today.getTime() - (days - 1) * 86_400_000);
  return { from: from.toISOString().slice(0, 10), to: today.toISOString().slice(0, 10) };
}

async function signIn(base: string, kind: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/user/${kind}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`bench: sign-in of ${email} ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

export async function runReports(o: Options) {
  const db = o.database.db;
  const gen = await generateReportsData(db, { jobs: o.jobs, applications: o.applications, log: o.log });
  o.log(
    gen.generated
      ? `generated the reports' data (${o.applications} applications) in ${(gen.ms / 1000).toFixed(1)} s`
      : `reusing the reports' data (${o.applications} applications)`,
  );
  const top = await largestOrganisation(db);
  const [counts] = await queryRows<Record<string, number>>(
    db,
    sql`select (select count(*) from jobs)::int as jobs, (select count(*) from applications)::int as applications,
      (select count(*) from application_events)::int as events, (select count(*) from interviews)::int as interviews,
      (select count(*) from email_campaign_recipients)::int as recipients, (select count(*) from search_demand)::int as demand`,
  );
  o.log(
    `jobs ${counts?.jobs}, applications ${counts?.applications}, status events ${counts?.events}, interviews ${counts?.interviews}, campaign recipients ${counts?.recipients}, search demand rows ${counts?.demand}`,
  );
  o.log(
    `largest organisation: ${top.name} (id ${top.client_id}), ${top.applications} applications (${((100 * top.applications) / Number(counts?.applications)).toFixed(1)} %)`,
  );
  // Its job with the most applications, and its member with the most status moves.
  const [job] = await queryRows<{ id: number; n: number }>(
    db,
    sql`select a.job_id as id, count(*)::int as n from applications a join jobs j on j.id = a.job_id
      where j.client_id = ${top.client_id} and a.created_at > now() - interval '365 days' group by a.job_id order by 2 desc limit 1`,
  );
  const [member] = await queryRows<{ id: number; n: number; email: string; role: string }>(
    db,
    sql`select u.id, count(*)::int as n, u.email, u.role from application_events e join users u on u.id = e.changed_by
      where u.client_id = ${top.client_id} and e.status <> 'applied' group by u.id order by 2 desc limit 1`,
  );
  // A member who signs in without a second step: not the consultancy admin (k = 0).
  const [signer] = await queryRows<{ email: string; role: string }>(
    db,
    sql`select email, role from users where client_id = ${top.client_id} and email like 'rb%-1@%' limit 1`,
  );
  if (!job || !member || !signer)
    throw new Error('bench: the largest organisation has no job, member or signer');

  const app = await buildApp({ config: o.config, database: o.database, jwtSecret: o.jwtSecret });
  await app.listen({ port: o.port, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${o.port}`;
  const rows: Row[] = [];
  try {
    const orgToken = await signIn(
      base,
      signer.role === 'employer' ? 'employer_login' : 'consultancy-login',
      signer.email,
      BENCH_MEMBER_PASSWORD,
    );
    const adminToken = await signIn(base, 'admin-login', 'admin@demo.example.com', o.demoPassword);
    const y = period(365);
    const variants: { name: string; token: string; query: Record<string, string | number> }[] = [
      { name: '30 days', token: orgToken, query: period(30) },
      { name: '365 days', token: orgToken, query: y },
      { name: `365 d, job ${job.id} (${job.n} appl.)`, token: orgToken, query: { ...y, job_id: job.id } },
      { name: `365 d, member ${member.id}`, token: orgToken, query: { ...y, member_id: member.id } },
      {
        name: 'master_admin, client_id, 30 d',
        token: adminToken,
        query: { ...period(30), client_id: top.client_id },
      },
      {
        name: 'master_admin, client_id, 365 d',
        token: adminToken,
        query: { ...y, client_id: top.client_id },
      },
    ];
    const qs = (q: Record<string, string | number>) =>
      new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, String(v)])).toString();
    let biggest: { id: ReportId; rows: number } | null = null;
    for (const id of REPORT_IDS)
      for (const v of variants) {
        const url = `${base}/api/reports/${id}?${qs(v.query)}`;
        const headers = { authorization: `Bearer ${v.token}` };
        // Once, unmeasured: the status says whether the caller may see it, and warms the caches.
        const first = await fetch(url, { headers });
        const body = await first.text();
        if (first.status !== 200) {
          const note =
            first.status === 403
              ? 'not theirs (403 by design)'
              : `HTTP ${first.status}: ${body.slice(0, 80)}`;
          rows.push({ report: id, variant: v.name, result: null, note, load: os.loadavg()[0] ?? 0 });
          continue;
        }
        const parsed = JSON.parse(body) as { data?: { rows: unknown[] }; rows?: unknown[] };
        const n = (parsed.data?.rows ?? parsed.rows ?? []).length;
        if (v.name === '365 days' && (!biggest || n > biggest.rows)) biggest = { id, rows: n };
        const loadBefore = os.loadavg()[0] ?? 0;
        const result = await load([url], { concurrency: o.concurrency, seconds: o.seconds, headers });
        rows.push({ report: id, variant: v.name, result, note: `${n} rows`, load: loadBefore });
      }
    if (biggest) {
      const url = `${base}/api/reports/${biggest.id}/export?${qs({ ...y, format: 'csv' })}`;
      const headers = { authorization: `Bearer ${orgToken}` };
      const first = await fetch(url, { headers });
      const bytes = (await first.arrayBuffer()).byteLength;
      const loadBefore = os.loadavg()[0] ?? 0;
      const result =
        first.status === 200
          ? await load([url], { concurrency: o.concurrency, seconds: o.seconds, headers })
          : null;
      rows.push({
        report: `${biggest.id} CSV`,
        variant: '365 days',
        result,
        note: first.status === 200 ? `${biggest.rows} rows, ${bytes} bytes` : `HTTP ${first.status}`,
        load: loadBefore,
      });
    }
  } finally {
    await app.close();
    await o.database.close();
  }
  const f = (n: number) => n.toFixed(1).padStart(7);
  o.log(
    `\nreports: ${o.concurrency} concurrent clients, ${o.seconds} s per cell, ${os.cpus().length} cores, Node ${process.version}`,
  );
  o.log(
    'report            | filter                            |  p50 ms |  p95 ms |  p99 ms | requests | errors | load 1m | rows',
  );
  o.log(
    '------------------|-----------------------------------|---------|---------|---------|----------|--------|---------|-----',
  );
  for (const r of rows) {
    const m = r.result;
    o.log(
      `${r.report.padEnd(18)}| ${r.variant.padEnd(34)}|${m ? `${f(m.p50)}  |${f(m.p95)}  |${f(m.p99)}  | ${String(m.requests).padStart(8)} | ${String(m.errors).padStart(6)} ` : `${' '.repeat(9)}|${' '.repeat(9)}|${' '.repeat(9)}|${' '.repeat(10)}|${' '.repeat(8)}`}|${r.load.toFixed(2).padStart(8)} | ${r.note}`,
    );
  }
  const measured = rows.filter((r) => r.result);
  const worst = measured.reduce((w, r) => Math.max(w, r.result?.p95 ?? 0), 0);
  o.log(
    `\nworst p95 ${worst.toFixed(1)} ms (target 300 ms); load average now ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}
