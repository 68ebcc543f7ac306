import type { CategoryCount, Job, JobCategory, JobHit } from '@portal/contract/jobs';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, queryRows } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import { AppError } from '../../lib/app-error';
import type { PermissionStore } from '../../lib/permission-store';
import type { UserWithClient } from '../user/repository';
import { cached } from './cache';
import {
  type JobRecord,
  jobColumns,
  type LocationRow,
  loadRefs,
  locationsJson,
  locationsOf,
  toJob,
} from './hydrate';
import { hitsFor } from './search';
import { countView, type Visitor, viewDay, visitorKey } from './views';

export async function isStaff(permissions: PermissionStore, user: UserWithClient | null) {
  return user ? permissions.has(user, 'jobs.manage_all') : false;
}

const detailQuery = (db: Db) =>
  db
    .select({ ...jobColumns, locs: locationsJson })
    .from(jobs)
    .where(eq(jobs.id, sql.placeholder('id')))
    .prepare('job_detail');
// Built once per database: the detail is the hottest query, and a named statement is parsed and
// planned once per connection instead of on every view.
const detailQueries = new WeakMap<Db, ReturnType<typeof detailQuery>>();

async function readJob(db: Db, id: number) {
  let query = detailQueries.get(db);
  if (!query) {
    query = detailQuery(db);
    detailQueries.set(db, query);
  }
  const [found] = await query.execute({ id });
  if (!found) return null;
  const { locs: _l, ...row } = found;
  return { row, locations: locationsOf([found]) };
}

/**
 * A job the public may see: anything but a draft; drafts only to their organisation and staff.
 * The row is reused like search answers (cache.ts: dropped whenever a job changes); who may see
 * what is decided on every call.
 */
export async function findVisibleJob(
  db: Db,
  id: number,
  viewer: { user: UserWithClient | null; staff: boolean },
): Promise<{ row: JobRecord; locations: Map<number, LocationRow[]>; privileged: boolean } | null> {
  const found = await cached(db, `job:${id}`, () => readJob(db, id), { pool: 'records' });
  if (!found) return null;
  const { row } = found;
  const privileged = viewer.staff || (viewer.user?.clientId != null && viewer.user.clientId === row.clientId);
  if (row.status === 'draft' && !privileged) return null;
  return { ...found, privileged };
}

/** What counting a view needs: who the visitor is, the key it is hashed under, where to log. */
export type ViewCounting = { visitor: Visitor; secret: Uint8Array; log: FastifyBaseLogger };

export async function viewJob(
  db: Db,
  id: number,
  viewer: { user: UserWithClient | null; staff: boolean },
  counting: ViewCounting,
): Promise<Job> {
  const found = await findVisibleJob(db, id, viewer);
  if (!found) throw AppError.notFound('Job not found.');
  // The organisation's own and staff visits are not views.
  if (!found.privileged) {
    const day = viewDay();
    countView(db, id, visitorKey(counting.secret, counting.visitor, day), day, counting.log);
  }
  return toJob(found.row, await loadRefs(db, [found.row], found.locations), found.privileged);
}

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

/** Open jobs per designation, functional area or state, busiest first; empty categories left out. */
export function categoryCounts(db: Db, category: JobCategory): Promise<CategoryCount[]> {
  return cached(db, `categories:${category}`, () => computeCategoryCounts(db, category));
}

async function computeCategoryCounts(db: Db, category: JobCategory): Promise<CategoryCount[]> {
  const source =
    category === 'state'
      ? sql`select unnest(j.location_ids) as id from jobs j where j.status = 'published' and j.valid_through > now()`
      : sql`select ${sql.raw(category === 'designation' ? 'j.designation_id' : 'j.functional_area_id')} as id
            from jobs j where j.status = 'published' and j.valid_through > now()`;
  const list = { designation: 'designations', functional_area: 'functional_areas', state: 'states' }[
    category
  ];
  const res = await queryRows<CategoryCount>(
    db,
    sql`
    select m.id, m.name, m.slug, c.n::int as open_jobs
    from (select id, count(*) as n from (${source}) s where id is not null group by id) c
    join master_items m on m.id = c.id and m.list = ${list}
    order by c.n desc, m.name`,
  );
  return res.map((r) => ({ ...r, id: Number(r.id), open_jobs: Number(r.open_jobs) }));
}

export const isOpen = (r: Pick<JobRecord, 'status' | 'validThrough'>) =>
  r.status === 'published' && (!r.validThrough || r.validThrough.getTime() > Date.now());
