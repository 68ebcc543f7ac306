import { sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/client';

export type DemandRow = { day: string; keyword: string; searches: number; zero: number };

/** Adds a batch of daily counts in one statement: one row per day and keyword, summed on conflict. */
export async function addSearchDemand(db: Db, rows: DemandRow[]): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((r) => sql`(${r.day}::date, ${r.keyword}, ${r.searches}::int, ${r.zero}::int)`),
    sql`, `,
  );
  await db.execute(
    sql`insert into search_demand (day, keyword, searches, zero_result_searches) values ${values}
        on conflict (day, keyword) do update set
          searches = search_demand.searches + excluded.searches,
          zero_result_searches = search_demand.zero_result_searches + excluded.zero_result_searches`,
  );
}
