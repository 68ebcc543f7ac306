import type { JobSearchQuery } from '@portal/contract/jobs';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../core/db/client';
import { cached } from '../jobs';
import { OPEN, tsQuery } from './search-sql';

/** How many of the newest matches relevance ranks; past them, pages continue by date. */
export const RANK_WINDOW = 200;
/** Up to this many matches, reading them all through the GIN index beats walking the date index. */
const FEW_MATCHES = 2000;
/** Every STEP-th publication date of the open jobs, newest first (see `dateCutoff`). */
const STEP = 100;

const newest = sql`j.published_at desc nulls last, j.id desc nulls last`;

/** Publication dates of the open jobs at every STEP-th rank, newest first; cached like the facets. */
const dateSteps = (db: Db) =>
  cached(db, 'open-date-steps', async () =>
    (
      await queryRows<{ d: string; ms: string }>(
        db,
        sql`select d::text as d, extract(epoch from d) * 1000 as ms from (select j.published_at as d, row_number() over (order by ${newest}) as n
          from jobs j where ${OPEN} and j.published_at is not null) s where n % ${STEP} = 0 order by n`,
      )
    ).map((r) => ({ text: String(r.d), ms: Number(r.ms) })),
  );

const DAY_MS = 86_400_000;

/**
 * A publication date after which the RANK_WINDOW newest matches very likely lie: matches are
 * assumed spread like the open jobs (total of `span`), with a margin of 1.5. Bounding the
 * candidates by date lets PostgreSQL AND the GIN bitmap with the date index and read only the rows
 * matching both, instead of walking the date index through every open job (random heap reads).
 * With "posted within N days" every match lies among the open jobs of those days, so they are the
 * span (else the bound would be N days' matches too loose, e.g. 1,942 rows read instead of ~300).
 */
async function dateCutoff(db: Db, total: number, postedWithin?: number): Promise<string | null> {
  const steps = await dateSteps(db);
  const since = postedWithin == null ? Number.NEGATIVE_INFINITY : Date.now() - postedWithin * DAY_MS;
  const older = steps.findIndex((s) => s.ms < since);
  const span = (older === -1 ? steps.length : older + 1) * STEP;
  const rank = Math.ceil(((1.5 * RANK_WINDOW) / total) * span);
  // A bound at or past the span's end would bound nothing.
  return rank < span ? (steps[Math.ceil(rank / STEP)]?.text ?? null) : null;
}

async function ranked(db: Db, q: JobSearchQuery, where: SQL, total: number, cutoff: string | null) {
  const offset = (q.page - 1) * q.page_size;
  const bound = cutoff ? sql` and j.published_at >= ${cutoff}::timestamptz` : sql``;
  const rows = await queryRows<{ id: number; found: number }>(
    db,
    sql`with m as materialized (select j.id, j.published_at, j.search from jobs j where ${where}${bound}),
      w as (select j.id, j.published_at, j.search from m j order by ${newest} limit ${RANK_WINDOW})
    select id, (select count(*) from w)::int as found from w c
    order by ts_rank(c.search, ${tsQuery(q.keyword ?? '')}) desc, c.published_at desc nulls last, c.id desc nulls last
    limit ${q.page_size} offset ${offset}`,
  );
  // Fewer candidates than the window should hold: the date bound was too tight, so read them all.
  if (cutoff && (rows[0]?.found ?? 0) < Math.min(RANK_WINDOW, total))
    return ranked(db, q, where, total, null);
  return rows.map((r) => Number(r.id));
}

/** Whether `pageIds` ranks the page by relevance (else by date). */
export const byRelevance = (q: JobSearchQuery) =>
  Boolean(q.keyword) && q.sort !== 'date' && (q.page - 1) * q.page_size + q.page_size <= RANK_WINDOW;

/**
 * The page's ids. `total` (from the facet query, usually cached) picks the plan: nothing to read
 * when there is no match; relevance ranks the RANK_WINDOW newest matches, bounded by date; date
 * order collects few matches through the GIN index (a materialised CTE, so the planner cannot walk
 * the date index instead: a rare word would make it read every open job) and walks the date index
 * for many, stopping after the page.
 */
export async function pageIds(db: Db, q: JobSearchQuery, where: SQL, total: number): Promise<number[]> {
  const offset = (q.page - 1) * q.page_size;
  if (total === 0 || offset >= total) return [];
  if (byRelevance(q))
    return ranked(db, q, where, total, await dateCutoff(db, total, q.posted_within ?? undefined));
  const few = q.keyword && total <= FEW_MATCHES;
  const res = await queryRows<{ id: number }>(
    db,
    few
      ? sql`with m as materialized (select j.id, j.published_at from jobs j where ${where})
          select j.id from m j order by ${newest} limit ${q.page_size} offset ${offset}`
      : sql`select j.id from jobs j where ${where} order by ${newest} limit ${q.page_size} offset ${offset}`,
  );
  return res.map((r) => Number(r.id));
}
