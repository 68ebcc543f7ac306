import type { JobListQuery } from '@portal/contract/jobs';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  ilike,
  inArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type Db, queryRows } from '../../core/db/client';
import { jobLocations, jobs } from '../../core/db/schema/jobs';
import type { Caller } from '../../platform/tenancy/scope';
import { ownedBy } from '../../platform/tenancy/scope-repository';
import type { ResolvedLocation } from '../master';

type JobValues = typeof jobs.$inferInsert;

const { search: _search, ...columns } = getTableColumns(jobs);
/** Every column but the search vector, which nobody reads back. */
export const jobColumns = columns;
export type JobRecord = Omit<typeof jobs.$inferSelect, 'search'>;

export type LocationRow = typeof jobLocations.$inferSelect;

/**
 * A job's locations as a column of the job's own query (JSON), so a detail or a hit page needs no
 * second round trip; `locationsOf` (hydrate.ts) turns it back into rows.
 */
export const locationsJson = sql<
  LocationJson[] | string
>`(select coalesce(json_agg(json_build_array(l.position, l.country_id, l.state_id, l.city_id) order by l.position), '[]') from job_locations l where l.job_id = jobs.id)`;
export type LocationJson = [number, number, number | null, number | null];

/** Open jobs per organisation, as one GROUP BY over every organisation. */
export async function openJobsByClient(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: jobs.clientId, n: count() })
    .from(jobs)
    .where(and(eq(jobs.status, 'published'), gt(jobs.validThrough, sql`now()`)))
    .groupBy(jobs.clientId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

export async function locationRows(db: Db, jobIds: number[]): Promise<Map<number, LocationRow[]>> {
  const map = new Map<number, LocationRow[]>();
  if (jobIds.length === 0) return map;
  const rows = await db
    .select()
    .from(jobLocations)
    .where(inArray(jobLocations.jobId, jobIds))
    .orderBy(asc(jobLocations.jobId), asc(jobLocations.position));
  for (const r of rows) map.set(r.jobId, [...(map.get(r.jobId) ?? []), r]);
  return map;
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

/** The job and its locations (as `locationsJson`), or undefined. */
export async function jobDetailRow(db: Db, id: number) {
  let query = detailQueries.get(db);
  if (!query) {
    query = detailQuery(db);
    detailQueries.set(db, query);
  }
  const [found] = await query.execute({ id });
  return found;
}

/** Published jobs past their closing date become expired: one statement, safe with many workers; their ids. */
export async function expirePublishedJobs(db: Db): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update jobs set status = 'expired', updated_at = now()
        where status = 'published' and valid_through <= now() returning id`,
  );
  return rows.map((r) => r.id);
}

/** Another organisation's job is simply "not found" (modules/tenancy). */
const scope = (caller: Caller) => ownedBy(caller, jobs.clientId);

/** The job when the caller's organisation scope reaches it; `lock` holds its row until the transaction ends. */
export async function jobInScope(db: Db, caller: Caller, id: number, lock = false) {
  const q = db
    .select(jobColumns)
    .from(jobs)
    .where(and(eq(jobs.id, id), scope(caller)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function insertJob(tx: Db, values: JobValues): Promise<JobRecord> {
  const [row] = await tx.insert(jobs).values(values).returning(jobColumns);
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Replaces the job's locations, in the given order. */
export async function writeLocations(tx: Db, jobId: number, locations: ResolvedLocation[]) {
  await tx.delete(jobLocations).where(eq(jobLocations.jobId, jobId));
  await tx.insert(jobLocations).values(
    locations.map((l, position) => ({
      jobId,
      position,
      countryId: l.country_id,
      stateId: l.state_id,
      cityId: l.city_id,
    })),
  );
}

/** Published until the date; the first publication's date is kept when it is published again. */
export async function markPublished(tx: Db, row: Pick<JobRecord, 'id' | 'publishedAt'>, until: Date) {
  await tx
    .update(jobs)
    .set({
      status: 'published',
      validThrough: until,
      publishedAt: row.publishedAt ?? sql`now()`,
      closedAt: null,
      updatedAt: sql`now()`,
    })
    .where(eq(jobs.id, row.id));
}

export async function updateJobRow(tx: Db, id: number, set: Partial<JobValues>) {
  await tx
    .update(jobs)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(jobs.id, id));
}

export async function deleteJob(db: Db, id: number) {
  await db.delete(jobs).where(eq(jobs.id, id));
}

const closing = () => ({ status: 'closed' as const, closedAt: sql`now()`, updatedAt: sql`now()` });

/** Closes the job if it is still published. */
export async function closePublishedJob(db: Db, id: number) {
  await db
    .update(jobs)
    .set(closing())
    .where(and(eq(jobs.id, id), eq(jobs.status, 'published')));
}

/** Closes those of the jobs that are published and in the caller's scope; how many it closed. */
export async function closePublishedJobs(db: Db, caller: Caller, ids: number[]): Promise<number> {
  const rows = await db
    .update(jobs)
    .set(closing())
    .where(and(inArray(jobs.id, ids), eq(jobs.status, 'published'), scope(caller)))
    .returning({ id: jobs.id });
  return rows.length;
}

/** A new job from the values, with the locations of job `fromId`; the new id. */
export async function copyJob(tx: Db, values: JobValues, fromId: number): Promise<number> {
  const [copy] = await tx.insert(jobs).values(values).returning({ id: jobs.id });
  if (!copy) throw new Error('insert returned no row');
  await tx.execute(sql`
    insert into job_locations (job_id, position, country_id, state_id, city_id)
    select ${copy.id}, position, country_id, state_id, city_id from job_locations where job_id = ${fromId}`);
  return copy.id;
}

/** One page of the caller's jobs (by title or id, organisation, status), and the search's counts by status. */
export async function jobPage(db: Db, caller: Caller, q: JobListQuery) {
  const filters: (SQL | undefined)[] = [scope(caller)];
  if (caller.all && q.client_id) filters.push(eq(jobs.clientId, q.client_id));
  if (q.q) {
    const term = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(
      /^\d+$/.test(q.q) ? or(ilike(jobs.title, term), eq(jobs.id, Number(q.q))) : ilike(jobs.title, term),
    );
  }
  const base = and(...filters);
  const where = q.status ? and(base, eq(jobs.status, q.status)) : base;
  const order = {
    updated: [desc(jobs.updatedAt)],
    newest: [desc(jobs.createdAt)],
    oldest: [asc(jobs.createdAt)],
    title: [asc(sql`lower(${jobs.title})`)],
    views: [desc(jobs.views)],
  }[q.sort];
  const [rows, byStatus] = await Promise.all([
    db
      .select(jobColumns)
      .from(jobs)
      .where(where)
      .orderBy(...order, desc(jobs.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ status: jobs.status, n: count() }).from(jobs).where(base).groupBy(jobs.status),
  ]);
  return { rows, byStatus };
}
