import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../core/db/client';
import type { ReportFilters, ReportScope } from './definition';
import { periodInstants } from './period-repository';

/**
 * Views and applications per day of the period, every day listed (zeros included), for the
 * organisation's jobs: one job, or those a team member posted. Views come from job_view_days (kept
 * on the organisation's days as they are counted), applications from their creation time read on
 * the organisation's calendar. Over all of the organisation's jobs both read one range: the views
 * from client_view_days (a row a day, kept by a trigger), the applications from the covering index
 * on (client_id, created_at); with a job or member filter, an index on (job, day/time) per job.
 */
export function jobPerformanceRows(db: Db, scope: ReportScope, f: ReportFilters) {
  const { since, until } = periodInstants(scope, f);
  const perJob = Boolean(f.jobId || f.memberId);
  const views = perJob
    ? sql`select d.day, sum(d.views) as n from job_view_days d
          where d.job_id in (select id from js) and d.day between ${f.from}::date and ${f.to}::date
          group by d.day`
    : sql`select d.day, d.views as n from client_view_days d
          where d.client_id = ${scope.clientId} and d.day between ${f.from}::date and ${f.to}::date`;
  const applications = perJob
    ? sql`a.job_id in (select id from js)`
    : sql`a.client_id = ${scope.clientId}`;
  return queryRows<{ day: string; views: number; applications: number }>(
    db,
    sql`with js as (
          select id from jobs where client_id = ${scope.clientId}
          ${f.jobId ? sql`and id = ${f.jobId}` : sql``} ${f.memberId ? sql`and created_by = ${f.memberId}` : sql``}),
        v as (${views}),
        a as (
          select (a.created_at at time zone ${scope.timeZone})::date as day, count(*) as n from applications a
          where ${applications} and a.created_at >= ${since} and a.created_at < ${until}
          group by 1)
        select to_char(g.day, 'YYYY-MM-DD') as day, coalesce(v.n, 0) as views, coalesce(a.n, 0) as applications
        from (select generate_series(${f.from}::date, ${f.to}::date, interval '1 day')::date as day) g
        left join v on v.day = g.day left join a on a.day = g.day
        order by g.day`,
  );
}
