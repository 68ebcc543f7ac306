import { sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { DEMO_EMPLOYERS } from './demo-employers';

/*
 * The activity reports (issue 30) on a fresh start: each demo job's views spread over the days since it
 * was published (job performance), and the interviews of the demo applicants who got past that stage
 * held before today (team activity's interviews held), by the job's poster or else the
 * organisation's first user. Each step fills only what is empty, and only the demo's own data.
 */

/** How many days back the seeded views reach: the demo's applications span eight weeks. */
const VIEW_DAYS = 56;

/** Only the demo's own: its CV database candidates' applications and the demo employers' jobs, never real data. */
const DEMO_EMAILS = 'cv-demo-%@demo.example.com';

export async function seedDemoReports(db: Db): Promise<void> {
  const demoEmployers = sql`(${sql.join(
    DEMO_EMPLOYERS.map((e) => sql`${e.name}`),
    sql`, `,
  )})`;
  // A job's views cut into its days (the organisation's), day i taking views*(i+1)/n - views*i/n, so
  // the days add up to jobs.views exactly, as the counter keeps them.
  await db.execute(
    sql`insert into job_view_days (job_id, day, views)
        select s.id, s.first + i, (s.views * (i + 1) / s.n) - (s.views * i / s.n)
        from (select j.id, j.views, d.first, (d.today - d.first + 1) as n
              from jobs j join clients c on c.id = j.client_id
              cross join lateral (select (now() at time zone c.time_zone)::date as today,
                greatest((j.published_at at time zone c.time_zone)::date,
                         (now() at time zone c.time_zone)::date - ${VIEW_DAYS - 1}::int) as first) d
              where j.status = 'published' and j.published_at is not null and j.views > 0
                and not exists (select 1 from job_view_days v where v.job_id = j.id)
                and (c.name in ${demoEmployers} or exists (select 1 from applications a join users u
                  on u.id = a.candidate_id where a.job_id = j.id and u.email like ${DEMO_EMAILS}))) s
        cross join lateral generate_series(0, s.n - 1) i
        where (s.views * (i + 1) / s.n) - (s.views * i / s.n) > 0`,
  );
  // An interview held two days after the applicant reached that stage (before now), for each
  // applicant past it with no interview held yet; its reminders count as sent.
  await db.execute(
    sql`with held as (
          select a.id as application_id, j.client_id,
            -- The job's poster, else the organisation's first user (who made its demo moves).
            coalesce(j.created_by, (select u.id from users u where u.client_id = j.client_id
              and u.role <> 'candidate' order by u.id limit 1)) as created_by,
            least(min(e.created_at) + interval '2 days', now() - interval '3 hours') as starts_at
          from applications a join jobs j on j.id = a.job_id
          join application_events e on e.application_id = a.id and e.status = 'interview'
          join users u on u.id = a.candidate_id and u.email like ${DEMO_EMAILS}
          where a.status in ('interview', 'offered', 'hired')
            -- A first round held; the demo's interviews to come are then second rounds.
            and not exists (select 1 from interviews i where i.application_id = a.id and i.starts_at < now())
          group by a.id, j.client_id, j.created_by),
        made as (
          insert into interviews (application_id, client_id, starts_at, ends_at, time_zone, kind, status,
            response, responded_at, reminder_24h_sent_at, reminder_2h_sent_at, created_by, created_at, updated_at)
          select h.application_id, h.client_id, h.starts_at, h.starts_at + interval '45 minutes', c.time_zone,
            'phone', 'scheduled', 'accepted', h.starts_at - interval '1 day', h.starts_at - interval '1 day',
            h.starts_at - interval '2 hours', h.created_by, h.starts_at - interval '2 days', h.starts_at - interval '2 days'
          from held h join clients c on c.id = h.client_id where h.created_by is not null
          returning id, created_by)
        insert into interview_interviewers (interview_id, user_id) select id, created_by from made`,
  );
}
