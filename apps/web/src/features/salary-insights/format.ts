import { useMemo } from 'react';
import { useFormat } from '@/lib/intl/format';
import { type Named, useMasterLabel } from '@/lib/master-data';
import { useT } from './i18n';

/** A job location's salary place: the emirate in the UAE, else the country. */
export function placeSlugOf(loc: {
  country: { slug: string };
  state: { slug: string } | null;
}): string | undefined {
  return loc.country.slug === 'united-arab-emirates' ? loc.state?.slug : loc.country.slug;
}

/** The salary pages' figures in the page's language. */
export function useSalaryFormat() {
  const t = useT();
  const f = useFormat();
  const label = useMasterLabel();
  return useMemo(() => {
    const whole = (n: number) => f.number(Math.round(n));
    return {
      t,
      whole,
      /** "AED 12,000". */
      aed: (n: number) => t('format.aed', { amount: whole(n) }),
      /** "AED 12,000–18,000 a month": the middle half of postings. */
      aedRange: (q1: number, q3: number) => t('format.range', { min: whole(q1), max: whole(q3) }),
      /** A designation's or place's name in the page's language ("مدير مستودع" on Arabic pages). */
      name: label,
      /** "Warehouse Manager" or "Warehouse Manager in Dubai". */
      subject: (designation: Named, place: Named | null | undefined) =>
        place
          ? t('format.subjectIn', { designation: label(designation), place: label(place) })
          : label(designation),
      /** "2026-03" -> "Mar 2026" (no time zone: the month is the server's UTC month). */
      monthLabel: (month: string, withYear = true) => {
        const date = new Date(`${month}-01T00:00:00Z`);
        if (Number.isNaN(date.getTime())) return month;
        return f.date(
          date,
          withYear
            ? { month: 'short', year: 'numeric', timeZone: 'UTC' }
            : { month: 'short', timeZone: 'UTC' },
        );
      },
    };
  }, [t, f, label]);
}
