import type { ApplicationStatus } from '@portal/contract/candidate-enums';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../core/db/client';

/**
 * Every figure is one SQL aggregate over the period. Weekly series are generated in SQL
 * (generate_series of Mondays) so weeks without rows read 0 instead of vanishing from the chart.
 */
export const weeks = (period: number) =>
  sql`(select generate_series(date_trunc('week', now() - make_interval(days => ${period - 1})), date_trunc('week', now()), interval '1 week') as wk)`;

/** The admin dashboard's figures over the last `period` days, as the database returns them. */
export function adminFigures(db: Db, period: number) {
  const since = sql`now() - make_interval(days => ${period})`;
  return Promise.all([
    // Each table is read once, grouped by week, then laid on the generated weeks.
    queryRows<{ wk: Date; candidate: number; employer: number; consultancy: number }>(
      db,
      sql`select w.wk, coalesce(u.candidate, 0) as candidate, coalesce(u.employer, 0) as employer,
            coalesce(u.consultancy, 0) as consultancy
          from ${weeks(period)} w
          left join (select date_trunc('week', created_at) as wk,
                       count(*) filter (where role = 'candidate') as candidate,
                       count(*) filter (where role = 'employer') as employer,
                       count(*) filter (where role = 'consultancy_admin') as consultancy
                     from users where created_at >= ${since} group by 1) u on u.wk = w.wk
          order by w.wk`,
    ),
    queryRows<{ wk: Date; jobs: number; applications: number }>(
      db,
      sql`select w.wk, coalesce(j.n, 0) as jobs, coalesce(a.n, 0) as applications
          from ${weeks(period)} w
          left join (select date_trunc('week', published_at) as wk, count(*) as n from jobs
                     where published_at >= ${since} group by 1) j on j.wk = w.wk
          left join (select date_trunc('week', created_at) as wk, count(*) as n from applications
                     where created_at >= ${since} group by 1) a on a.wk = w.wk
          order by w.wk`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*) as n from clients where status = 'pending'`),
    queryRows<{ id: number; name: string; type: 'employer' | 'consultancy'; created_at: Date }>(
      db,
      sql`select id, name, type, created_at from clients where status = 'pending' order by created_at, id limit 5`,
    ),
    queryRows<{ active: number; unsubscribed: number; fresh: number }>(
      db,
      // Only confirmed addresses count as subscribers (double opt-in).
      sql`select count(*) filter (where unsubscribed_at is null and confirmed_at is not null) as active,
            count(*) filter (where unsubscribed_at is not null) as unsubscribed,
            count(*) filter (where created_at >= ${since}) as fresh
          from subscriptions`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*) as n from enquiries where status <> 'closed'`),
    queryRows<{ failed: number; sent: number }>(
      db,
      sql`select count(*) filter (where status = 'failed') as failed, count(*) filter (where status = 'sent') as sent
          from outbox where created_at >= ${since}`,
    ),
  ]);
}

/** An organisation's dashboard figures over the last `period` days, as the database returns them. */
export function employerFigures(db: Db, clientId: number, period: number) {
  const since = sql`now() - make_interval(days => ${period})`;
  return Promise.all([
    queryRows<{ id: number; title: string; views: number; applicants: number; valid_through: Date | null }>(
      db,
      sql`select j.id, j.title, j.views, j.valid_through,
            (select count(*) from applications a where a.job_id = j.id) as applicants
          from jobs j
          where j.client_id = ${clientId} and j.status = 'published' and (j.valid_through is null or j.valid_through > now())
          order by j.published_at desc nulls last, j.id desc limit 20`,
    ),
    queryRows<{ status: ApplicationStatus; n: number }>(
      db,
      sql`select a.status, count(*) as n from applications a join jobs j on j.id = a.job_id
          where j.client_id = ${clientId} and a.created_at >= ${since} group by a.status`,
    ),
    queryRows<{ wk: Date; n: number }>(
      db,
      sql`select w.wk, count(a.id) as n
          from ${weeks(period)} w
          left join (select a.id, a.created_at from applications a join jobs j on j.id = a.job_id
                     where j.client_id = ${clientId} and a.created_at >= ${since}) a
            on a.created_at >= w.wk and a.created_at < w.wk + interval '1 week'
          group by w.wk order by w.wk`,
    ),
    queryRows<{ id: number; title: string; valid_through: Date }>(
      db,
      sql`select id, title, valid_through from jobs
          where client_id = ${clientId} and status = 'published'
            and valid_through > now() and valid_through <= now() + interval '7 days'
          order by valid_through, id limit 20`,
    ),
    queryRows<{
      id: number;
      first_name: string;
      last_name: string;
      job_id: number;
      title: string;
      status: ApplicationStatus;
      created_at: Date;
    }>(
      db,
      sql`select a.id, u.first_name, u.last_name, j.id as job_id, j.title, a.status, a.created_at
          from applications a join jobs j on j.id = a.job_id join users u on u.id = a.candidate_id
          where j.client_id = ${clientId} order by a.created_at desc, a.id desc limit 8`,
    ),
  ]);
}
