import type { JobHit } from '@portal/contract/jobs';
import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../core/db/client';
import { jobs } from '../../core/db/schema/jobs';
import { AppError } from '../../core/lib/app-error';
import { hitsFor } from './search';

/** Up to six open jobs sharing the designation, functional area or skills, closest first. */
export async function similarJobs(db: Db, id: number): Promise<JobHit[]> {
  const [row] = await db
    .select({ d: jobs.designationId, f: jobs.functionalAreaId, s: jobs.skillIds, status: jobs.status })
    .from(jobs)
    .where(eq(jobs.id, id));
  if (!row || row.status === 'draft') throw AppError.notFound('Job not found.');
  const skills = `{${row.s.join(',')}}`;
  const res = await queryRows<{ id: number }>(
    db,
    sql`
    select j.id from jobs j
    where j.status = 'published' and j.valid_through > now() and j.id <> ${id}
      and (j.designation_id = ${row.d ?? -1} or j.functional_area_id = ${row.f ?? -1} or j.skill_ids && ${skills}::int[])
    order by (case when j.designation_id = ${row.d ?? -1} then 3 else 0 end)
      + (case when j.functional_area_id = ${row.f ?? -1} then 2 else 0 end)
      + cardinality(array(select unnest(j.skill_ids) intersect select unnest(${skills}::int[]))) desc,
      j.published_at desc, j.id desc
    limit 6`,
  );
  return hitsFor(
    db,
    res.map((r) => Number(r.id)),
  );
}
