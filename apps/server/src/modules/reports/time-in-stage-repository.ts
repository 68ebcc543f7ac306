import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { type PipelineFilter, periodApplications } from './pipeline-repository';

export const TIMED_STAGES = ['applied', 'shortlisted', 'interview', 'offered', 'hire'] as const;
export type TimedStage = (typeof TIMED_STAGES)[number];

/*
 * Days spent in a stage: from the first time the application entered it to the first time it
 * entered any later stage, for applications that were in that stage (its own event; `applied` is
 * the application's creation) and moved further; a move back before moving on is not counted.
 * `hire` is the time to hire: creation to the first hired event.
 */
const DURATION: Record<TimedStage, { from: string; to: string }> = {
  applied: { from: 'a.created_at', to: 'least(a.shortlisted_at, a.interview_at, a.offered_at, a.hired_at)' },
  shortlisted: { from: 'a.shortlisted_at', to: 'least(a.interview_at, a.offered_at, a.hired_at)' },
  interview: { from: 'a.interview_at', to: 'least(a.offered_at, a.hired_at)' },
  offered: { from: 'a.offered_at', to: 'a.hired_at' },
  hire: { from: 'a.created_at', to: 'a.hired_at' },
};

const days = (s: TimedStage): SQL =>
  sql.raw(`case when ${DURATION[s].to} >= ${DURATION[s].from}
    then extract(epoch from ${DURATION[s].to} - ${DURATION[s].from}) / 86400 end`);

const percentile = (p: number, s: TimedStage) =>
  sql`round((percentile_cont(${sql.raw(String(p))}) within group (order by ${days(s)}))::numeric, 1)::float8`;

export type StageTimes = { job_id: number | null; applications: number } & Record<
  `${TimedStage}_median` | `${TimedStage}_p90`,
  number | null
>;

/** Per job and overall (job_id null): median and 90th percentile of each stage's days. */
export async function stageTimes(db: Db, f: PipelineFilter): Promise<StageTimes[]> {
  const figures = TIMED_STAGES.flatMap((s) => [
    sql`${percentile(0.5, s)} as ${sql.raw(`${s}_median`)}`,
    sql`${percentile(0.9, s)} as ${sql.raw(`${s}_p90`)}`,
  ]);
  const { rows } = await db.execute<StageTimes>(sql`
    select a.job_id, count(*)::int as applications, ${sql.join(figures, sql`, `)}
    from applications a
    where ${periodApplications(f)}
    group by grouping sets ((a.job_id), ())`);
  return rows;
}
