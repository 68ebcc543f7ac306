import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../core/db/client';

/*
 * What a team member did, counted once for the team activity report and the consultancy admin's
 * team dashboard (modules/dashboards), so the two always agree:
 * - jobs posted: the organisation's jobs published in the window, by who created them;
 * - status moves: application history rows of the organisation's jobs that changed the status,
 *   by who made them (an interview's history row that leaves the status as it was is not a move);
 * - interviews held: the organisation's interviews not cancelled that started in the window and
 *   before now, once for each interviewer on the panel;
 * - mails sent: recruiter mails (campaigns, and single mails, which are campaigns of one) that got an
 *   outbox row, i.e. were not skipped, by the campaign's sender;
 * - candidates added: candidates the team added to the CV database (candidate_invitations).
 * Only the organisation's users count (not the candidate who applied or withdrew).
 */

export type ActivityWindow = {
  clientId: number;
  /** The window's first instant (included) and the instant after it (excluded). */
  start: Date;
  end: Date;
  /** Only this job's activity: candidates added, tied to no job, are then not counted. */
  jobId?: number | undefined;
  memberId?: number | undefined;
  /** One row per member and week (Monday, the session's zone) as the dashboard draws it, else per member. */
  weekly: boolean;
  /**
   * The window as the organisation's days (both included), when it is whole days of its time zone:
   * the moves are then read from member_move_days (kept by a trigger) unless a job is chosen.
   */
  days?: { from: string; to: string } | undefined;
};

export type ActivityRow = {
  /** Null on the totals row, and without `weekly`. */
  wk: Date | null;
  /** Null on the totals row (every member together). */
  user_id: number | null;
  jobs: number;
  moves: number;
  interviews: number;
  mails: number;
  candidates: number;
};

/** The organisation's team: its users other than candidates, by name. */
export function teamMembers(db: Db, clientId: number, memberId?: number) {
  return queryRows<{ id: number; first_name: string; last_name: string }>(
    db,
    sql`select id, first_name, last_name from users
        where client_id = ${clientId} and role <> 'candidate' ${memberId ? sql`and id = ${memberId}` : sql``}
        order by first_name, last_name, id`,
  );
}

/**
 * The counts per member (and week), only where something happened, and a totals row (user_id
 * null) in which a panel interview counts once.
 */
export function teamActivityRows(db: Db, w: ActivityWindow) {
  const c = w.clientId;
  const start = sql`${w.start.toISOString()}::timestamptz`;
  const end = sql`${w.end.toISOString()}::timestamptz`;
  const inWindow = (at: SQL) => sql`${at} >= ${start} and ${at} < ${end}`;
  const job = (column: SQL) => (w.jobId ? sql`and ${column} = ${w.jobId}` : sql``);
  const candidates = w.jobId
    ? sql``
    : sql`union all
        select ci.created_at, ci.created_by, 'candidates', null, 1 from candidate_invitations ci
        where ci.client_id = ${c} and ${inWindow(sql`ci.created_at`)} and ci.created_by in (select id from members)`;
  // A row per member and day of the organisation's calendar, summed; else every move of the window.
  const moves =
    w.days && !w.weekly && !w.jobId
      ? sql`select null::timestamptz, m.user_id, 'moves', null, m.moves from member_move_days m
          where m.client_id = ${c} and m.day between ${w.days.from}::date and ${w.days.to}::date
            and m.user_id in (select id from members)`
      : sql`select e.created_at, e.changed_by, 'moves', null, 1 from application_events e
          join applications a on a.id = e.application_id
          where a.client_id = ${c} and ${inWindow(sql`e.created_at`)}
            and e.changed_by in (select id from members) ${job(sql`a.job_id`)}
            -- Plain moves carry no note; a noted row (an interview step) counts when it changed the status.
            and (e.note is null or e.status is distinct from (
              select p.status from application_events p
              where p.application_id = e.application_id and (p.created_at, p.id) < (e.created_at, e.id)
              order by p.created_at desc, p.id desc limit 1))`;
  return queryRows<ActivityRow>(
    db,
    sql`with members as (
          select id from users where client_id = ${c} and role <> 'candidate'
          ${w.memberId ? sql`and id = ${w.memberId}` : sql``}),
        acts (at, uid, kind, ref, n) as (
          select j.published_at, j.created_by, 'jobs', null::int, 1 from jobs j
          where j.client_id = ${c} and ${inWindow(sql`j.published_at`)}
            and j.created_by in (select id from members) ${job(sql`j.id`)}
          union all
${moves}
          union all
          select i.starts_at, ii.user_id, 'interviews', i.id, 1 from interviews i
          join interview_interviewers ii on ii.interview_id = i.id
          ${w.jobId ? sql`join applications a on a.id = i.application_id and a.job_id = ${w.jobId}` : sql``}
          where i.client_id = ${c} and i.status <> 'cancelled' and ${inWindow(sql`i.starts_at`)}
            and i.starts_at < now() and ii.user_id in (select id from members)
          union all
          select r.created_at, cp.sender_id, 'mails', null, 1 from email_campaign_recipients r
          join email_campaigns cp on cp.id = r.campaign_id
          where cp.client_id = ${c} and r.outbox_id is not null and ${inWindow(sql`r.created_at`)}
            and cp.sender_id in (select id from members) ${job(sql`cp.job_id`)}
          ${candidates})
        select ${w.weekly ? sql`date_trunc('week', at)` : sql`null::timestamptz`} as wk, uid as user_id,
          count(*) filter (where kind = 'jobs') as jobs,
          coalesce(sum(n) filter (where kind = 'moves'), 0) as moves,
          count(distinct ref) filter (where kind = 'interviews') as interviews,
          count(*) filter (where kind = 'mails') as mails,
          count(*) filter (where kind = 'candidates') as candidates
        from acts group by grouping sets ((1, 2), ())`,
  );
}
