import type { SalaryFigures } from '@portal/contract/salary-insights';
import { useSalaryFormat } from '../format';

/** The three figures a salary page leads with, as a description list. */
export function Figures({ figures }: { figures: SalaryFigures }) {
  const { t, aed, whole } = useSalaryFormat();
  const items = [
    { label: t('figures.median'), value: aed(figures.median), note: t('figures.aMonth') },
    {
      label: t('figures.middle'),
      value: t('figures.middleValue', { low: aed(figures.q1), high: whole(figures.q3) }),
      note: t('figures.middleNote'),
    },
    { label: t('figures.postings'), value: whole(figures.postings), note: t('figures.postingsNote') },
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
  const { t } = useSalaryFormat();
  return <p className="mt-8 text-sm text-slate-600">{t('method.text')}</p>;
}
