import { DASHBOARD_PERIODS, type DashboardPeriod } from '@portal/contract/dashboards';
import { clsx } from 'clsx';
import { oneOf } from '@/lib/one-of';
import { useUrlState } from '@/lib/use-url-state';
import { useT } from '../i18n';

/** The dashboard's period (7, 30 or 90 days), kept in the URL as ?period= so links keep it. */
export function usePeriod(): [DashboardPeriod, (p: DashboardPeriod) => void] {
  const [{ period }, update] = useUrlState({ period: 30 });
  const valid = oneOf(DASHBOARD_PERIODS, period) ?? 30;
  return [valid, (p) => update({ period: p })];
}

export function PeriodPicker({
  value,
  onChange,
}: {
  value: DashboardPeriod;
  onChange: (p: DashboardPeriod) => void;
}) {
  const t = useT();
  return (
    <fieldset className="flex shrink-0 items-center gap-2">
      <legend className="sr-only">{t('chart.period')}</legend>
      {DASHBOARD_PERIODS.map((p) => (
        <label
          key={p}
          className={clsx(
            'cursor-pointer whitespace-nowrap rounded-full border px-3 py-1.5 text-sm font-medium focus-within:ring-2 focus-within:ring-primary-300',
            p === value
              ? 'border-primary-700 bg-primary-700 text-white'
              : 'border-slate-300 bg-white text-slate-700',
          )}
        >
          <input
            type="radio"
            name="period"
            value={p}
            checked={p === value}
            onChange={() => onChange(p)}
            className="sr-only"
          />
          {t('chart.days', { count: p })}
        </label>
      ))}
    </fieldset>
  );
}
