import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * What job seekers search for, as daily counts per normalised keyword (issue 30). Deliberately
 * counts only: no user, address, session or time finer than the day is kept, so the table says
 * nothing about any one visitor. The job search adds to it in batches (modules/job-search/demand.ts).
 */
export const searchDemand = pgTable(
  'search_demand',
  {
    day: date('day').notNull(),
    keyword: text('keyword').notNull(),
    searches: integer('searches').notNull().default(0),
    zeroResultSearches: integer('zero_result_searches').notNull().default(0),
  },
  (t) => [
    // The dashboard sums a window of days by keyword: the day leads the key, so it reads a range.
    primaryKey({ columns: [t.day, t.keyword] }),
    check(
      'search_demand_counts',
      sql`${t.searches} >= ${t.zeroResultSearches} and ${t.zeroResultSearches} >= 0`,
    ),
  ],
);

/**
 * search_demand summed by calendar month (the month's first day), kept in step by a trigger on every
 * write of search_demand (migration search_demand_months). A report over a year reads about a
 * dozen months and the days of the part-months at its ends instead of every day (docs/performance.md,
 * "Reports at 100,000 jobs").
 */
export const searchDemandMonths = pgTable(
  'search_demand_months',
  {
    month: date('month').notNull(),
    keyword: text('keyword').notNull(),
    searches: integer('searches').notNull().default(0),
    zeroResultSearches: integer('zero_result_searches').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.month, t.keyword] })],
);
