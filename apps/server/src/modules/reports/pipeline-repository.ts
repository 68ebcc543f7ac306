import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { jobs } from '../../core/db/schema/jobs';

/**
 * Shared facts of the pipeline reports (funnel, time in stage, sources): the applications of an
 * organisation created in a period, read from `applications` alone through its covering index on
 * (client_id, created_at). `client_id` and the stage times are kept by triggers (migration
 * reports_pipeline_triggers; docs/performance.md "Reports").
 */
export type PipelineFilter = { clientId: number; start: Date; end: Date; jobId?: number; memberId?: number };

/** The WHERE of the period's applications, for the table aliased `a`. */
export function periodApplications(f: PipelineFilter): SQL {
  const parts = [
    sql`a.client_id = ${f.clientId}`,
    sql`a.created_at >= ${f.start.toISOString()}::timestamptz`,
    sql`a.created_at < ${f.end.toISOString()}::timestamptz`,
  ];
  if (f.jobId !== undefined) parts.push(sql`a.job_id = ${f.jobId}`);
  // The member's jobs: those they posted (jobs.created_by).
  if (f.memberId !== undefined)
    parts.push(
      sql`a.job_id in (select j.id from jobs j where j.client_id = ${f.clientId} and j.created_by = ${f.memberId})`,
    );
  return sql.join(parts, sql` and `);
}

/*
 * When an application entered each stage, the funnel being monotonic: one that reached a later
 * stage passed the earlier ones (a move from applied straight to interview counts as shortlisted too).
 */
export const REACHED = {
  shortlisted: sql.raw('least(a.shortlisted_at, a.interview_at, a.offered_at, a.hired_at)'),
  interview: sql.raw('least(a.interview_at, a.offered_at, a.hired_at)'),
  offered: sql.raw('least(a.offered_at, a.hired_at)'),
  hired: sql.raw('a.hired_at'),
} as const;

/** The titles of these jobs by id. */
export async function jobTitles(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  // One array parameter: a year of the largest organisation names ~7,000 jobs, and a parameter each
  // costs more to send and plan than the lookup itself (docs/performance.md, "Reports at 100,000 jobs").
  const rows = await db
    .select({ id: jobs.id, title: jobs.title })
    .from(jobs)
    .where(sql`${jobs.id} = any(${`{${ids.join(',')}}`}::int[])`);
  return new Map(rows.map((r) => [r.id, r.title]));
}
