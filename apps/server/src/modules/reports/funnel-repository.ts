import { sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { type PipelineFilter, periodApplications, REACHED } from './pipeline-repository';

export type FunnelCounts = {
  job_id: number | null;
  applied: number;
  shortlisted: number;
  interview: number;
  offered: number;
  hired: number;
};

/** Per job and overall (job_id null): the period's applications by each stage they ever reached. */
export async function funnelCounts(db: Db, f: PipelineFilter): Promise<FunnelCounts[]> {
  const { rows } = await db.execute<FunnelCounts>(sql`
    select a.job_id, count(*)::int as applied,
      count(${REACHED.shortlisted})::int as shortlisted,
      count(${REACHED.interview})::int as interview,
      count(${REACHED.offered})::int as offered,
      count(${REACHED.hired})::int as hired
    from applications a
    where ${periodApplications(f)}
    group by grouping sets ((a.job_id), ())`);
  return rows;
}
