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

/** Median and 90th percentile in one sort: `percentile_cont(array[0.5, 0.9])`. */
const percentiles = (s: TimedStage) =>
  sql`percentile_cont(array[0.5, 0.9]::float8[]) within group (order by ${days(s)})`;

export type StageTimes = { job_id: number | null; applications: number } & Record<
  `${TimedStage}_median` | `${TimedStage}_p90`,
  number | null
>;

const oneDecimal = (v: number | null | undefined) => (v == null ? null : Math.round(v * 10) / 10);

/** Per job and overall (job_id null): median and 90th percentile of each stage's days, one decimal. */
export async function stageTimes(db: Db, f: PipelineFilter): Promise<StageTimes[]> {
  const figures = TIMED_STAGES.map((s) => sql`${percentiles(s)} as ${sql.raw(s)}`);
  const { rows } = await db.execute<
    { job_id: number | null; applications: number } & Record<TimedStage, (number | null)[] | null>
  >(sql`
    select a.job_id, count(*)::int as applications, ${sql.join(figures, sql`, `)}
    from applications a
    where ${periodApplications(f)}
    group by grouping sets ((a.job_id), ())`);
  return rows.map((r) => {
    const out = { job_id: r.job_id, applications: r.applications } as StageTimes;
    for (const s of TIMED_STAGES) {
      out[`${s}_median`] = oneDecimal(r[s]?.[0]);
      out[`${s}_p90`] = oneDecimal(r[s]?.[1]);
    }
    return out;
  });
}
