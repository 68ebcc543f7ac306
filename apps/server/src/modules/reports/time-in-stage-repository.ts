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

/** One row of figures from SQL: each stage's [median, p90]. */
type FigureRow = { job_id: number | null; applications: number } & Record<
  TimedStage,
  (number | null)[] | null
>;

function stageRow(r: FigureRow): StageTimes {
  const out = { job_id: r.job_id, applications: r.applications } as StageTimes;
  for (const s of TIMED_STAGES) {
    out[`${s}_median`] = oneDecimal(r[s]?.[0]);
    out[`${s}_p90`] = oneDecimal(r[s]?.[1]);
  }
  return out;
}

/**
 * Median and 90th percentile of each stage's days, one decimal: overall (job_id null), and per job
 * for every job or, with `limit`, for the jobs with the most applications only (a year of a large
 * organisation has ~7,000 jobs, and each job's percentiles cost a sort; the page shows 100).
 * `jobs` is how many jobs the period's applications name.
 */
export async function stageTimes(
  db: Db,
  f: PipelineFilter,
  limit?: number,
): Promise<{ overall: StageTimes; perJob: StageTimes[]; jobs: number }> {
  const figures = sql.join(
    TIMED_STAGES.map((s) => sql`${percentiles(s)} as ${sql.raw(s)}`),
    sql`, `,
  );
  const where = periodApplications(f);
  const overall = db.execute<FigureRow>(sql`
    select null::int as job_id, count(*)::int as applications, ${figures}
    from applications a where ${where}`);
  const perJob =
    limit === undefined
      ? db.execute<FigureRow & { jobs: number }>(sql`
          select a.job_id, count(*)::int as applications, ${figures},
            count(*) over ()::int as jobs
          from applications a where ${where} group by a.job_id`)
      : db.execute<FigureRow & { jobs: number }>(sql`
          with ranked as (
            select a.job_id, count(*) over ()::int as jobs
            from applications a where ${where}
            group by a.job_id order by count(*) desc, a.job_id limit ${limit})
          select a.job_id, count(*)::int as applications, ${figures}, min(r.jobs) as jobs
          from applications a join ranked r on r.job_id = a.job_id
          where ${where} group by a.job_id`);
  const [o, p] = await Promise.all([overall, perJob]);
  const first = o.rows[0] as FigureRow;
  return { overall: stageRow(first), perJob: p.rows.map(stageRow), jobs: p.rows[0]?.jobs ?? 0 };
}
