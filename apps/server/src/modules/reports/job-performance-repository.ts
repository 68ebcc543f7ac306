import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../core/db/client';
import type { ReportFilters, ReportScope } from './definition';
import { periodBounds } from './period';
import { periodApplications } from './pipeline-repository';

/**
 * Views and applications per day of the period, every day listed (zeros included), for the
 * organisation's jobs: one job, or those a team member posted. Views come from job_view_days (kept
 * on the organisation's days as they are counted; its key leads with the job), applications from the
 * organisation's covering index on (client_id, created_at), read on the organisation's calendar.
 */
export function jobPerformanceRows(db: Db, scope: ReportScope, f: ReportFilters) {
  const { start, end } = periodBounds(f, scope.timeZone);
  const applications = periodApplications({
    clientId: scope.clientId,
    start,
    end,
    ...(f.jobId === undefined ? {} : { jobId: f.jobId }),
    ...(f.memberId === undefined ? {} : { memberId: f.memberId }),
  });
  // Over all of the organisation's jobs, a row a day from client_view_days (kept by a trigger on
  // job_view_days) instead of a row per job and day.
  const views =
    f.jobId || f.memberId
      ? sql`select d.day, sum(d.views) as n from job_view_days d
          where d.job_id in (select id from jobs where client_id = ${scope.clientId}
            ${f.jobId ? sql`and id = ${f.jobId}` : sql``} ${f.memberId ? sql`and created_by = ${f.memberId}` : sql``})
            and d.day between ${f.from}::date and ${f.to}::date
          group by d.day`
      : sql`select d.day, d.views as n from client_view_days d
          where d.client_id = ${scope.clientId} and d.day between ${f.from}::date and ${f.to}::date`;
  return queryRows<{ day: string; views: number; applications: number }>(
    db,
    sql`with v as (${views}),
        ap as (
          select (a.created_at at time zone ${scope.timeZone})::date as day, count(*) as n
          from applications a where ${applications} group by 1)
        select to_char(g.day, 'YYYY-MM-DD') as day, coalesce(v.n, 0) as views, coalesce(ap.n, 0) as applications
        from (select generate_series(${f.from}::date, ${f.to}::date, interval '1 day')::date as day) g
        left join v on v.day = g.day left join ap on ap.day = g.day
        order by g.day`,
  );
}
