import type { ReportCell, ReportColumn } from '@portal/contract/reports';

/** Written where a report has no figure (no hire to time, no stage left): the table says "—". */
export const NO_FIGURE = '—';

/** English unless told: the page passes its language's Intl tag (useIntlTag). */
const DEFAULT_TAG = 'en-GB';
const numberFormats = new Map<string, Intl.NumberFormat>();
const numberFormat = (tag: string, decimals: 0 | 1) => {
  const key = `${tag}|${decimals}`;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(tag, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    numberFormats.set(key, f);
  }
  return f;
};

/** "2 Nov 2026" of a YYYY-MM-DD day (read as that day, whatever the browser's zone). */
export function formatDay(day: string, withYear = true, tag = DEFAULT_TAG): string {
  const at = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return day;
  return at.toLocaleDateString(tag, {
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
export function formatCell(
  value: ReportCell | undefined,
  kind: ReportColumn['kind'],
  tag = DEFAULT_TAG,
): string {
  if (value === null || value === undefined || value === '') return NO_FIGURE;
  if (typeof value === 'string') return kind === 'date' ? formatDay(value, true, tag) : value;
  switch (kind) {
    case 'count':
      return numberFormat(tag, 0).format(value);
    case 'percent':
      return `${numberFormat(tag, 1).format(value)}%`;
    case 'days':
      return numberFormat(tag, 1).format(value);
    default:
      return String(value);
  }
}

/** Numbers line up on the right so their digits compare. */
export const isNumeric = (kind: ReportColumn['kind']) =>
  kind === 'count' || kind === 'percent' || kind === 'days';

/** "1 Nov – 30 Nov 2026" (the year once when both days share it). */
export function formatPeriod(from: string, to: string, tag = DEFAULT_TAG): string {
  if (from === to) return formatDay(from, true, tag);
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  return `${formatDay(from, !sameYear, tag)} – ${formatDay(to, true, tag)}`;
}
