import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../core/db/client';

/**
 * What job seekers searched for (issue 30): keywords as the search records them (normalised),
 * with a daily rhythm of searches and how many found nothing. The last few are jobs the demo
 * portal does not list, so the dashboard's "found nothing" list has something to act on.
 */
const DEMAND: { keyword: string; perDay: number; zeroShare: number }[] = [
  { keyword: 'warehouse', perDay: 42, zeroShare: 0 },
  { keyword: 'forklift operator', perDay: 31, zeroShare: 0 },
  { keyword: 'logistics coordinator', perDay: 27, zeroShare: 0 },
  { keyword: 'driver', perDay: 24, zeroShare: 0 },
  { keyword: 'supply chain manager', perDay: 18, zeroShare: 0 },
  { keyword: 'dubai', perDay: 16, zeroShare: 0 },
  { keyword: 'procurement', perDay: 12, zeroShare: 0.1 },
  { keyword: 'freight forwarding', perDay: 11, zeroShare: 0 },
  { keyword: 'inventory controller', perDay: 9, zeroShare: 0.2 },
  { keyword: 'customs clearance', perDay: 8, zeroShare: 0.3 },
  { keyword: 'drone pilot', perDay: 6, zeroShare: 1 },
  { keyword: 'reefer technician', perDay: 5, zeroShare: 1 },
  { keyword: 'cold chain quality', perDay: 4, zeroShare: 1 },
  { keyword: 'port crane operator', perDay: 3, zeroShare: 1 },
  { keyword: 'aviation cargo ras al khaimah', perDay: 2, zeroShare: 1 },
];

/** Thirty days of counts up to today (UTC), the same shape every seed; skipped once any demand exists. */
export async function seedDemoDemand(db: Db): Promise<void> {
  const [any] = await queryRows(db, sql`select 1 as one from search_demand limit 1`);
  if (any) return;
  const rows = DEMAND.flatMap((d, k) =>
    Array.from({ length: 30 }, (_, ago) => {
      // A weekly rhythm and a slow rise towards today, so 7 and 30 days rank a little differently.
      const searches = Math.max(
        1,
        Math.round(d.perDay * (0.7 + (0.3 * ((ago + k) % 7)) / 6) * (1 - ago / 90)),
      );
      const zero = Math.round(searches * d.zeroShare);
      return sql`(((now() at time zone 'utc')::date - ${ago}::int), ${d.keyword}, ${searches}::int, ${zero}::int)`;
    }),
  );
  await db.execute(
    sql`insert into search_demand (day, keyword, searches, zero_result_searches) values ${sql.join(rows, sql`, `)}
        on conflict do nothing`,
  );
}
