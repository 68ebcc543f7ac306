import type { ApplicationStatus } from '@portal/contract/candidate-enums';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../core/db/client';
import { weeks } from './repository';

/*
 * The dashboards by role (issue 30). Every query is bounded by the caller's own organisation AND,
 * for "my work", by the caller's own user id: no parameter can name another user or organisation.
 */

/** The jobs the user posted in their organisation (newest first), their applicants per stage, and the totals. */
export function myPipelineRows(db: Db, userId: number, clientId: number) {
  const mine = sql`j.created_by = ${userId} and j.client_id = ${clientId}`;
  return Promise.all([
    queryRows<{ id: number; title: string; status: string }>(
      db,
      sql`select j.id, j.title, j.status from jobs j where ${mine}
          order by j.created_at desc, j.id desc limit 20`,
    ),
    queryRows<{ job_id: number; status: ApplicationStatus; n: number }>(
      db,
      sql`select a.job_id, a.status, count(*) as n from applications a
          where a.job_id in (select j.id from jobs j where ${mine} order by j.created_at desc, j.id desc limit 20)
          group by a.job_id, a.status`,
    ),
    queryRows<{ status: ApplicationStatus; n: number }>(
      db,
      sql`select a.status, count(*) as n from applications a join jobs j on j.id = a.job_id
          where ${mine} group by a.status`,
    ),
  ]);
}

/** Scheduled interviews still to come that the user sits on, in their organisation (soonest first). */
export function myInterviewRows(db: Db, userId: number, clientId: number) {
  return queryRows<{
    id: number;
    application_id: number;
    first_name: string;
    last_name: string;
    job_id: number;
    title: string;
    starts_at: Date;
    time_zone: string;
    kind: string;
  }>(
    db,
    sql`select i.id, i.application_id, u.first_name, u.last_name, j.id as job_id, j.title,
          i.starts_at, i.time_zone, i.kind
        from interviews i
        join interview_interviewers ii on ii.interview_id = i.id and ii.user_id = ${userId}
        join applications a on a.id = i.application_id
        join jobs j on j.id = a.job_id
        join users u on u.id = a.candidate_id
        where i.client_id = ${clientId} and i.status = 'scheduled' and i.starts_at >= now()
        order by i.starts_at, i.id limit 10`,
  );
}

/**
 * An organisation's team per week over `period` days: jobs published (jobs.created_by), status
 * moves (application_events.changed_by on its jobs) and recruiter mails queued (a campaign's
 * recipients with an outbox row, by the campaign's sender). Every member, every week, zeros included.
 */
export function teamRows(db: Db, clientId: number, period: number) {
  const since = sql`now() - make_interval(days => ${period})`;
  return Promise.all([
    queryRows<{ id: number; first_name: string; last_name: string }>(
      db,
      sql`select id, first_name, last_name from users
          where client_id = ${clientId} and role <> 'candidate'
          order by first_name, last_name, id`,
    ),
    queryRows<{ wk: Date; user_id: number; jobs: number; moves: number; mails: number }>(
      db,
      sql`with members as (select id from users where client_id = ${clientId} and role <> 'candidate'),
          posted as (
            select date_trunc('week', j.published_at) as wk, j.created_by as uid, count(*) as n from jobs j
            where j.client_id = ${clientId} and j.published_at >= ${since} and j.created_by in (select id from members)
            group by 1, 2),
          moves as (
            select date_trunc('week', e.created_at) as wk, e.changed_by as uid, count(*) as n
            from application_events e join applications a on a.id = e.application_id join jobs j on j.id = a.job_id
            where j.client_id = ${clientId} and e.created_at >= ${since} and e.changed_by in (select id from members)
            group by 1, 2),
          mails as (
            select date_trunc('week', r.created_at) as wk, c.sender_id as uid, count(*) as n
            from email_campaign_recipients r join email_campaigns c on c.id = r.campaign_id
            where c.client_id = ${clientId} and r.outbox_id is not null and r.created_at >= ${since}
              and c.sender_id in (select id from members)
            group by 1, 2)
          select w.wk, m.id as user_id, coalesce(p.n, 0) as jobs, coalesce(s.n, 0) as moves, coalesce(ml.n, 0) as mails
          from ${weeks(period)} w cross join members m
          left join posted p on p.wk = w.wk and p.uid = m.id
          left join moves s on s.wk = w.wk and s.uid = m.id
          left join mails ml on ml.wk = w.wk and ml.uid = m.id
          order by w.wk, m.id`,
    ),
    queryRows<{ month: Date; cv_views: number; cv_downloads: number; recruiter_emails: number }>(
      db,
      // Daily limits (recruiter e-mails) summed into their month, so every limit reads per month.
      sql`select m.month,
            coalesce(sum(u.used) filter (where u."limit" = 'cv_views'), 0) as cv_views,
            coalesce(sum(u.used) filter (where u."limit" = 'cv_downloads'), 0) as cv_downloads,
            coalesce(sum(u.used) filter (where u."limit" = 'recruiter_emails'), 0) as recruiter_emails
          from (select generate_series(date_trunc('month', now()) - interval '5 months', date_trunc('month', now()), interval '1 month') as month) m
          left join plan_usage u on u.client_id = ${clientId}
            and u.period_start >= m.month and u.period_start < m.month + interval '1 month'
          group by m.month order by m.month`,
    ),
  ]);
}

/** The most searched keywords and those that found nothing over the last `days` days (today included). */
export function searchDemandRows(db: Db, days: number, limit: number) {
  // Days are UTC dates, as the search records them.
  const since = sql`((now() at time zone 'utc')::date - ${days - 1}::int)`;
  return Promise.all([
    queryRows<{ keyword: string; searches: number; zero: number }>(
      db,
      sql`select keyword, sum(searches) as searches, sum(zero_result_searches) as zero
          from search_demand where day >= ${since}
          group by keyword order by sum(searches) desc, keyword collate "C" limit ${limit}`,
    ),
    queryRows<{ keyword: string; zero: number }>(
      db,
      sql`select keyword, sum(zero_result_searches) as zero
          from search_demand where day >= ${since}
          group by keyword having sum(zero_result_searches) > 0
          order by sum(zero_result_searches) desc, keyword collate "C" limit ${limit}`,
    ),
  ]);
}
