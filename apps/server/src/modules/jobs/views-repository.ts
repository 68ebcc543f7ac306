import { sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';

export type ViewRow = { jobId: number; day: string; visitor: string };

/**
 * One statement: inserts the views into `job_views`, whose primary key keeps a view counted once
 * across processes, and adds only the rows it inserted to `jobs.views` and to the day's count in
 * `job_view_days`.
 */
export async function insertViews(db: Db, batch: ViewRow[]): Promise<void> {
  // Days are ISO dates and visitors base64url: array literals need no escaping.
  const list = (values: (string | number)[]) => `{${values.join(',')}}`;
  await db.execute(sql`
    with added as (
      insert into job_views (day, job_id, visitor)
      select v.day, v.job_id, v.visitor
      from unnest(${list(batch.map((v) => v.day))}::date[], ${list(batch.map((v) => v.jobId))}::int[],
                  ${list(batch.map((v) => v.visitor))}::text[]) as v(day, job_id, visitor)
      join jobs j on j.id = v.job_id
      order by 1, 2, 3 -- one key order for every process: concurrent batches wait, never deadlock
      on conflict do nothing
      returning job_id
    ),
    bumped as (
      update jobs set views = jobs.views + n.c
      from (select job_id, count(*)::int as c from added group by job_id) n
      where jobs.id = n.job_id
      returning jobs.id, jobs.client_id, n.c
    )
    -- The reports' views per day, on the organisation's calendar (see job_view_days).
    insert into job_view_days (job_id, day, views)
    select b.id, (now() at time zone cl.time_zone)::date, b.c
    from bumped b join clients cl on cl.id = b.client_id
    order by 1
    on conflict (job_id, day) do update set views = job_view_days.views + excluded.views`);
}

/** Who viewed what is kept only while it can still repeat: today and yesterday (UTC). */
export async function pruneJobViews(db: Db): Promise<void> {
  await db.execute(sql`delete from job_views where day < (now() at time zone 'utc')::date - 1`);
}
