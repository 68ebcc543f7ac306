import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../core/db/client';

/** A window of search_demand's days (YYYY-MM-DD, UTC dates as the job search records them), both included. */
export type DemandDays = { from: string; to: string };

type Keyword = { keyword: string; searches: number; zero: number };

/**
 * The most searched keywords and those that most often found nothing over the days, `limit` of each,
 * for the search demand report and the operator's dashboard. The day leads search_demand's key, so
 * the window is one range read, summed by keyword once.
 */
export function keywordDemand(db: Db, days: DemandDays, limit: number) {
  return queryRows<Keyword & { top: boolean; zero_rank: boolean }>(
    db,
    sql`with k as (
          select keyword, sum(searches) as searches, sum(zero_result_searches) as zero
          from search_demand where day between ${days.from}::date and ${days.to}::date group by keyword),
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
        from search_demand where day between ${days.from}::date and ${days.to}::date`,
  );
}
