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

/**
 * The period's applications by source, by utm_source (those with one) and in all: one hashed GROUP BY
 * (source, utm_source), rolled up here.
 */
export async function sourceCounts(db: Db, f: PipelineFilter): Promise<SourceCounts[]> {
  const { rows } = await db.execute<Omit<SourceCounts, 'grouping'>>(sql`
    select a.source, a.utm_source, count(*)::int as applications,
      count(${REACHED.shortlisted})::int as progressed,
      count(${REACHED.hired})::int as hired
    from applications a
    where ${periodApplications(f)}
    group by a.source, a.utm_source`);
  const groups = new Map<string, SourceCounts>();
  const add = (
    key: string,
    base: Omit<SourceCounts, 'applications' | 'progressed' | 'hired'>,
    r: SourceCounts | Omit<SourceCounts, 'grouping'>,
  ) => {
    const g = groups.get(key) ?? { ...base, applications: 0, progressed: 0, hired: 0 };
    g.applications += r.applications;
    g.progressed += r.progressed;
    g.hired += r.hired;
    groups.set(key, g);
  };
  for (const r of rows) {
    add(`s:${r.source}`, { grouping: 'source', source: r.source, utm_source: null }, r);
    if (r.utm_source !== null)
      add(`u:${r.utm_source}`, { grouping: 'utm', source: null, utm_source: r.utm_source }, r);
    add('total', { grouping: 'total', source: null, utm_source: null }, r);
  }
  return [...groups.values()];
}
