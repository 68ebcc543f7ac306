import type { ApplicationSource } from '@portal/contract/reports';
import { sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { type PipelineFilter, periodApplications, REACHED } from './pipeline-repository';

export type SourceCounts = {
  /** Which grouping: by source, by utm_source, or the total. */
  grouping: 'source' | 'utm' | 'total';
  source: ApplicationSource | null;
  utm_source: string | null;
  applications: number;
  progressed: number;
  hired: number;
};

/** The period's applications by source, by utm_source (those with one) and in all. */
export async function sourceCounts(db: Db, f: PipelineFilter): Promise<SourceCounts[]> {
  const { rows } = await db.execute<SourceCounts>(sql`
    select case grouping(a.source, a.utm_source) when 1 then 'source' when 2 then 'utm' else 'total' end as grouping,
      a.source, a.utm_source, count(*)::int as applications,
      count(${REACHED.shortlisted})::int as progressed,
      count(${REACHED.hired})::int as hired
    from applications a
    where ${periodApplications(f)}
    group by grouping sets ((a.source), (a.utm_source), ())`);
  return rows.filter((r) => r.grouping !== 'utm' || r.utm_source !== null);
}
