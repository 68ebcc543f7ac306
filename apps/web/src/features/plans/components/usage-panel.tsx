import type { ClientUsage } from '@portal/contract/plans';
import { clsx } from 'clsx';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** An organisation's plan and, per limit, how much is used: a bar that turns amber near the limit. */
export function UsagePanel({ usage }: { usage: ClientUsage }) {
  return (
    <div>
      <p className="text-slate-800">
        {usage.unlimited ? (
          'The portal operator is not limited by a plan.'
        ) : usage.plan ? (
          <>
            <strong>{usage.plan.name}</strong> plan, from {day(usage.plan.starts_on)}
            {usage.plan.ends_on ? ` to ${day(usage.plan.ends_on)}` : ''}
            {usage.plan.current ? '' : ' (not in force today: no limits apply)'}
          </>
        ) : (
          'No plan assigned: no limits apply.'
        )}
      </p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {usage.usage.map((line) => {
          const share = line.max ? Math.min(1, line.used / line.max) : 0;
          return (
            <li key={line.limit}>
              <div className="flex justify-between gap-2 text-sm">
                <span className="font-medium text-slate-800">{line.label}</span>
                <span className="text-slate-700">
                  {line.used} {line.max === null ? '(unlimited)' : `of ${line.max}`}
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
                <p className="mt-1 text-xs text-slate-600">Resets {day(line.resets_at)}</p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
