import type { ReportCell, ReportColumn } from '@portal/contract/reports';

/** Written where a report has no figure (no hire to time, no stage left): the table says "—". */
export const NO_FIGURE = '—';

const COUNT = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const ONE_DECIMAL = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "2 Nov 2026" of a YYYY-MM-DD day (read as that day, whatever the browser's zone). */
export function formatDay(day: string, withYear = true): string {
  const at = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return day;
  return at.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });
}

/**
 * A cell as the table shows it: counts whole with thousands separators, percentages with one
 * decimal and "%", days with one decimal, dates as "2 Nov 2026", no figure as "—". Text in a
 * numeric column (a totals row's label) is shown as it is.
 */
export function formatCell(value: ReportCell | undefined, kind: ReportColumn['kind']): string {
  if (value === null || value === undefined || value === '') return NO_FIGURE;
  if (typeof value === 'string') return kind === 'date' ? formatDay(value) : value;
  switch (kind) {
    case 'count':
      return COUNT.format(value);
    case 'percent':
      return `${ONE_DECIMAL.format(value)}%`;
    case 'days':
      return ONE_DECIMAL.format(value);
    default:
      return String(value);
  }
}

/** Numbers line up on the right so their digits compare. */
export const isNumeric = (kind: ReportColumn['kind']) =>
  kind === 'count' || kind === 'percent' || kind === 'days';

/** "1 Nov – 30 Nov 2026" (the year once when both days share it). */
export function formatPeriod(from: string, to: string): string {
  if (from === to) return formatDay(from);
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  return `${formatDay(from, !sameYear)} – ${formatDay(to)}`;
}
