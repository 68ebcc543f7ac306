import type { SalaryFigures } from '@portal/contract/salary-insights';
import { aed } from '../format';

/** The three figures a salary page leads with, as a description list. */
export function Figures({ figures }: { figures: SalaryFigures }) {
  const items = [
    { label: 'Median', value: aed(figures.median), note: 'a month' },
    {
      label: 'Middle half of postings',
      value: `${aed(figures.q1)}–${figures.q3.toLocaleString('en-US')}`,
      note: 'a month (25th–75th percentile)',
    },
    { label: 'Postings', value: figures.postings.toLocaleString('en-US'), note: 'over the last 12 months' },
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {items.map((i) => (
        <div key={i.label} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-600">{i.label}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900">{i.value}</dd>
          <dd className="text-sm text-slate-600">{i.note}</dd>
        </div>
      ))}
    </dl>
  );
}

/** How the figures are made, under each page: what a reader needs to trust them. */
export function Method() {
  return (
    <p className="mt-8 text-sm text-slate-600">
      How these figures are made: each posting counts at the middle of its salary range, converted to AED a
      month with the portal's exchange rates (yearly, weekly, daily and hourly pay too). A figure is shown
      only where at least 5 postings from at least 2 employers back it; months with fewer are left out of the
      trend.
    </p>
  );
}
