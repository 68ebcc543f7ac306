import { REPORT_DEFAULT_DAYS } from '@portal/contract/reports';
import { AppError } from '../../core/lib/app-error';
import { utcToZoned, zonedToUtc } from '../../core/lib/zoned-time';
import { catalogue } from './i18n';

const DAY_MS = 86_400_000;

/** The calendar day `days` after (or before) YYYY-MM-DD, as YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant a day of the zone starts (its first existing minute, where midnight is skipped). */
function dayStart(date: string, timeZone: string): Date | null {
  for (const time of ['00:00', '00:30', '01:00']) {
    const at = zonedToUtc(date, time, timeZone);
    if (at) return at;
  }
  return null;
}

/**
 * The report's period as days of the organisation's zone (defaults: the last REPORT_DEFAULT_DAYS days,
 * today included) and as UTC instants: `start` included, `end` (the next day's start) excluded.
 */
export function resolvePeriod(q: { from?: string; to?: string }, timeZone: string, now: Date) {
  const today = utcToZoned(now, timeZone).date;
  // One end given: the other is REPORT_DEFAULT_DAYS away from it.
  const to = q.to ?? (q.from ? addDays(q.from, REPORT_DEFAULT_DAYS - 1) : today);
  const from = q.from ?? addDays(to, -(REPORT_DEFAULT_DAYS - 1));
  // The schema checks the form; a day like 31 February passes it and ends here.
  if (addDays(from, 0) !== from)
    throw AppError.validation({ from: [catalogue.text('errors.enter_start_date_as_yyyy')] });
  if (addDays(to, 0) !== to)
    throw AppError.validation({ to: [catalogue.text('errors.enter_end_date_as_yyyy')] });
  if (from > to) throw AppError.validation({ from: [catalogue.text('errors.start_date_must_on_or')] });
  return { from, to, ...periodBounds({ from, to }, timeZone) };
}

/** A period of days of the zone as UTC instants: `start` included, `end` (the next day's start) excluded. */
export function periodBounds(p: { from: string; to: string }, timeZone: string): { start: Date; end: Date } {
  const start = dayStart(p.from, timeZone);
  const end = dayStart(addDays(p.to, 1), timeZone);
  if (!start || !end) throw AppError.validation({ from: [catalogue.text('errors.that_day_does_not_exist')] });
  return { start, end };
}
