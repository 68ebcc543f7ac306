import type { Offer } from '@portal/contract/offers';

const PERIOD: Record<string, string> = {
  MONTH: 'per month',
  YEAR: 'per year',
  WEEK: 'per week',
  DAY: 'per day',
  HOUR: 'per hour',
};

/** "AED 8,500 per month", as the letter says it. */
export const offerSalary = (o: Pick<Offer, 'salary_amount' | 'currency' | 'salary_period'>) =>
  `${o.currency} ${o.salary_amount.toLocaleString('en-US')} ${PERIOD[o.salary_period] ?? ''}`.trim();

/** "15 March 2027": a calendar day (YYYY-MM-DD) written out, without a time zone shift. */
export function offerDay(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
