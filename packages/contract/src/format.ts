/*
 * Money and calendar days written out the same way by the server (offer letters, PDFs, mails) and the
 * client (pages). By hand, not with Intl: the output must not depend on the runtime's ICU data, and
 * the client's first load should not pay for Intl's locale data. The job cards' salary ranges
 * (apps/web/src/lib/job-format.ts) keep their own grouping: imported there, this module would be a
 * chunk of its own on every first load.
 */

/** 8500 -> "8,500": whole units grouped by thousands (rounded, as Intl en-AE with no decimals). */
export function groupThousands(value: number): string {
  const whole = Math.round(Math.abs(value));
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 && whole > 0 ? `-${grouped}` : grouped;
}

const PER_PERIOD: Record<string, string> = {
  MONTH: 'per month',
  YEAR: 'per year',
  WEEK: 'per week',
  DAY: 'per day',
  HOUR: 'per hour',
};

/** "AED 8,500 per month": an amount with its currency and pay period, as an offer letter says it. */
export const salaryWithCurrency = (amount: number, currency: string, period: string) =>
  `${currency} ${groupThousands(amount)} ${PER_PERIOD[period] ?? ''}`.trim();

/** The months' English names, January first. */
export const MONTH_NAMES: readonly string[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * "15 March 2027": a calendar day (YYYY-MM-DD) written out. It has no time zone, so none is applied;
 * text that is not such a day is returned as it is rather than as "Invalid Date".
 */
export function calendarDayText(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = MONTH_NAMES[Number(match?.[2]) - 1];
  if (!match || !month) return iso;
  return `${Number(match[3])} ${month} ${match[1]}`;
}
