import { calendarDayText, salaryWithCurrency } from '@portal/contract/format';
import type { Offer } from '@portal/contract/offers';

/** The offer's terms at a glance: what the letter's summary says. */
export function OfferTerms({ offer }: { offer: Offer }) {
  const rows: [string, string][] = [
    ['Salary', salaryWithCurrency(offer.salary_amount, offer.currency, offer.salary_period)],
    ['Start date', calendarDayText(offer.start_date)],
    ['Answer by', calendarDayText(offer.expires_on)],
    ...(offer.benefits ? [['Benefits', offer.benefits] as [string, string]] : []),
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
