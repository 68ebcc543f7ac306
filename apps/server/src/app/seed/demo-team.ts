import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../core/db/client';

/**
 * The dashboards by role (issue 30) on a fresh start: the operator's demo jobs shared out among its
 * staff as their posters (so the ATS user and the consultant each have a pipeline), the status moves
 * on those jobs made by whoever posted them (team activity), the ATS user on the panel of the
 * interviews of his jobs, and six months of plan use for the operator (the usage chart).
 * Each step only fills what is empty, so a second run changes nothing.
 */
export async function seedDemoTeam(db: Db): Promise<void> {
  const [operator] = await queryRows<{ id: number }>(
    db,
    sql`select id from clients where is_operator limit 1`,
  );
  if (!operator) return;
  const staff = await queryRows<{ id: number }>(
    db,
    sql`select id from users where client_id = ${operator.id}
          and role in ('ats', 'consultancy', 'consultancy_admin', 'master_admin') and status = 'active'
        order by case role when 'ats' then 0 when 'consultancy' then 1 when 'consultancy_admin' then 2 else 3 end, id`,
  );
  const ids = staff.map((s) => Number(s.id));
  if (ids.length === 0) return;
  // Jobs without a poster, dealt round the staff, the ATS user first.
  await db.execute(
    sql`update jobs j set created_by = (${sql.raw(`array[${ids.join(',')}]`)})[(n.rn % ${ids.length}) + 1]
        from (select id, row_number() over (order by id) - 1 as rn from jobs
              where client_id = ${operator.id} and created_by is null) n
        where j.id = n.id`,
  );
  // The recruiters' moves (not the candidate's own "applied") are their jobs' posters'.
  await db.execute(
    sql`update application_events e set changed_by = j.created_by
        from applications a join jobs j on j.id = a.job_id
        where a.id = e.application_id and j.client_id = ${operator.id} and j.created_by is not null
          and e.changed_by is distinct from a.candidate_id and e.changed_by is distinct from j.created_by`,
  );
  // Each poster sits on the interviews of their jobs.
  await db.execute(
    sql`insert into interview_interviewers (interview_id, user_id)
        select i.id, j.created_by from interviews i
        join applications a on a.id = i.application_id join jobs j on j.id = a.job_id
        where i.client_id = ${operator.id} and j.created_by is not null
        on conflict do nothing`,
  );
  // Six months of metered use, rising, for the consultancy admin's usage chart.
  const months = [0, 1, 2, 3, 4, 5];
  const usage = months.flatMap((ago) => {
    const start = sql`(date_trunc('month', now()) - make_interval(months => ${ago}))::date`;
    const scale = 6 - ago;
    return [
      sql`(${operator.id}::int, 'cv_views', ${start}, ${12 * scale + 7}::int)`,
      sql`(${operator.id}::int, 'cv_downloads', ${start}, ${4 * scale + 2}::int)`,
      sql`(${operator.id}::int, 'recruiter_emails', ${start}, ${9 * scale + 3}::int)`,
    ];
  });
  await db.execute(
    sql`insert into plan_usage (client_id, "limit", period_start, used) values ${sql.join(usage, sql`, `)}
        on conflict do nothing`,
  );
}
