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
