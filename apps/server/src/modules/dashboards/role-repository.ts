import type { ApplicationStatus } from '@portal/contract/candidate-enums';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../core/db/client';
import { teamActivityRows, teamMembers } from '../reports';
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
 * An organisation's team over `period` days: its members, the weeks of the period (Mondays), the
 * counts per member and week where there are any (the reports module's team activity, so the two
 * agree), and its plan use per month.
 */
export function teamRows(db: Db, clientId: number, period: number) {
  return Promise.all([
    teamMembers(db, clientId),
    queryRows<{ wk: Date }>(db, sql`select wk from ${weeks(period)} w order by wk`),
    teamActivityRows(db, {
      clientId,
      start: new Date(Date.now() - period * 86_400_000),
      end: new Date(),
      weekly: true,
    }),
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
