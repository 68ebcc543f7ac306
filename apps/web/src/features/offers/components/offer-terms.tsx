import type { Offer } from '@portal/contract/offers';
import { type Formatter, useFormat } from '@/lib/intl/format';
import { useT } from '../i18n';

/** "3 March 2026" of a calendar day (YYYY-MM-DD), in the page's language. */
export function calendarDay(f: Formatter, iso: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return iso;
  return f.date(`${iso}T00:00:00Z`, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** The offer's terms at a glance: what the letter's summary says. */
export function OfferTerms({ offer }: { offer: Offer }) {
  const t = useT();
  const f = useFormat();
  const rows: [string, string][] = [
    [
      t('terms.salary'),
      t('terms.salaryValue', {
        amount: f.money(offer.salary_amount, offer.currency),
        period: offer.salary_period,
      }).trim(),
    ],
    [t('terms.start'), calendarDay(f, offer.start_date)],
    [t('terms.answerBy'), calendarDay(f, offer.expires_on)],
    ...(offer.benefits ? [[t('terms.benefits'), offer.benefits] as [string, string]] : []),
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-medium break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
