import type { ClientUsage } from '@portal/contract/plans';
import { clsx } from 'clsx';
import { useFormat } from '@/lib/intl/format';
import { useT } from '../i18n';

const DAY = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } as const;

/** An organisation's plan and, per limit, how much is used: a bar that turns amber near the limit. */
export function UsagePanel({ usage }: { usage: ClientUsage }) {
  const t = useT();
  const format = useFormat();
  const day = (iso: string) => format.date(iso, DAY);
  const plan = usage.plan;
  return (
    <div>
      <p className="text-slate-800">
        {usage.unlimited
          ? t('usage.unlimited')
          : plan
            ? t.rich(plan.ends_on ? 'usage.planTo' : 'usage.planFrom', {
                name: plan.name,
                from: day(plan.starts_on),
                to: plan.ends_on ? day(plan.ends_on) : '',
                current: plan.current ? 'yes' : 'no',
                strong: (chunks) => <strong key="name">{chunks}</strong>,
              })
            : t('usage.none')}
      </p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {usage.usage.map((line) => {
          const share = line.max ? Math.min(1, line.used / line.max) : 0;
          return (
            <li key={line.limit}>
              <div className="flex justify-between gap-2 text-sm">
                <span className="font-medium text-slate-800">{line.label}</span>
                <span className="text-slate-700">
                  {line.max === null
                    ? t('usage.usedUnlimited', { used: format.number(line.used) })
                    : t('usage.usedOf', { used: format.number(line.used), max: format.number(line.max) })}
                </span>
              </div>
              {line.max !== null ? (
                <div
                  role="progressbar"
                  aria-label={line.label}
                  aria-valuemin={0}
                  aria-valuemax={line.max}
                  aria-valuenow={Math.min(line.used, line.max)}
                  className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
                >
                  <div
                    className={clsx('h-full rounded-full', share >= 0.9 ? 'bg-amber-600' : 'bg-primary-700')}
                    style={{ width: `${share * 100}%` }}
                  />
                </div>
              ) : null}
              {line.resets_at ? (
                <p className="mt-1 text-xs text-slate-600">
                  {t('usage.resets', { when: day(line.resets_at) })}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
