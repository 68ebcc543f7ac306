import type { SalaryPlace } from '@portal/contract/salary-insights';

const grouped = (n: number) => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** "AED 12,000". */
export const aed = (n: number) => `AED ${grouped(n)}`;

/** "AED 12,000–18,000 a month": the middle half of postings. */
export const aedRange = (q1: number, q3: number) => `AED ${grouped(q1)}–${grouped(q3)} a month`;

/** "Warehouse Manager" or "Warehouse Manager in Dubai". */
export const subject = (designation: { name: string }, place: { name: string } | null | undefined) =>
  `${designation.name}${place ? ` in ${place.name}` : ''}`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-03" -> "Mar 2026" (no time zone: the month is the server's UTC month). */
export function monthLabel(month: string, withYear = true): string {
  const [y, m] = month.split('-');
  const name = MONTHS[Number(m) - 1] ?? month;
  return withYear ? `${name} ${y}` : name;
}

/** A job location's salary place: the emirate in the UAE, else the country. */
export function placeSlugOf(loc: {
  country: { slug: string };
  state: { slug: string } | null;
}): string | undefined {
  return loc.country.slug === 'united-arab-emirates' ? loc.state?.slug : loc.country.slug;
}

export const placeKindLabel = (p: SalaryPlace) => (p.kind === 'emirate' ? 'Emirate' : 'Country');
