import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../core/db/client';

/** A window of search_demand's days (YYYY-MM-DD, UTC dates as the job search records them), both included. */
export type DemandDays = { from: string; to: string };

type Keyword = { keyword: string; searches: number; zero: number };

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const nextMonth = (month: string) => {
  const d = new Date(Date.parse(`${month}T00:00:00Z`));
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
};

/**
 * The window's counts as rows of (keyword, searches, zero_result_searches): its whole calendar months
 * from search_demand_months (kept in step by a trigger), the days before the first and after the last
 * whole month from search_demand, each part a range read of its primary key. A year reads about a
 * dozen months and at most two part-months of days instead of 365 days of every keyword.
 */
function windowCounts(days: DemandDays): SQL {
  // The first month starting on or after `from`, and the first day after the last whole month.
  const first = days.from === monthStart(days.from) ? days.from : nextMonth(monthStart(days.from));
  const end = monthStart(addDays(days.to, 1));
  const dayRange = (from: string, toExcl: string) =>
    sql`select keyword, searches, zero_result_searches from search_demand
        where day >= ${from}::date and day < ${toExcl}::date`;
  if (first >= end) return dayRange(days.from, addDays(days.to, 1));
  return sql`select keyword, searches, zero_result_searches from search_demand_months
        where month >= ${first}::date and month < ${end}::date
      union all ${dayRange(days.from, first)}
      union all ${dayRange(end, addDays(days.to, 1))}`;
}

/**
 * The most searched keywords and those that most often found nothing over the days, `limit` of each,
 * for the search demand report and the operator's dashboard, summed by keyword once.
 */
export function keywordDemand(db: Db, days: DemandDays, limit: number) {
  return queryRows<Keyword & { top: boolean; zero_rank: boolean }>(
    db,
    sql`with k as (
          select keyword, sum(searches) as searches, sum(zero_result_searches) as zero
          from (${windowCounts(days)}) w group by keyword),
        top as (select keyword from k order by searches desc, keyword collate "C" limit ${limit}),
        zero as (select keyword from k where zero > 0 order by zero desc, keyword collate "C" limit ${limit})
        select k.keyword, k.searches, k.zero,
          k.keyword in (select keyword from top) as top, k.keyword in (select keyword from zero) as zero_rank
        from k where k.keyword in (select keyword from top) or k.keyword in (select keyword from zero)`,
  );
}

/** Every search of the days, and those that found nothing. */
export function demandTotals(db: Db, days: DemandDays) {
  return queryRows<{ searches: number; zero: number }>(
    db,
    sql`select coalesce(sum(searches), 0) as searches, coalesce(sum(zero_result_searches), 0) as zero
        from (${windowCounts(days)}) w`,
  );
}
