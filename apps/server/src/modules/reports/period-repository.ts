import { type SQL, sql } from 'drizzle-orm';
import type { ReportFilters, ReportScope } from './definition';

/**
 * A report's period as instants: from the first day's midnight to the midnight after the last day,
 * both in the organisation's time zone (so a day is the organisation's day, DST included).
 */
export function periodInstants(scope: ReportScope, filters: ReportFilters): { since: SQL; until: SQL } {
  return {
    since: sql`((${filters.from}::date)::timestamp at time zone ${scope.timeZone})`,
    until: sql`((${filters.to}::date + 1)::timestamp at time zone ${scope.timeZone})`,
  };
}
