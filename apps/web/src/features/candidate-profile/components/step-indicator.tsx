import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { useT } from '@/features/candidate-profile/i18n';
import { WIZARD_STEPS } from '../wizard-steps';

export function StepIndicator({ current }: { current: number }) {
  const t = useT();
  return (
    <nav aria-label={t('steps.label')}>
      <ol className="flex items-center gap-2 sm:gap-4">
        {WIZARD_STEPS.map((step, i) => {
          const done = i < current;
          const here = i === current;
          return (
            <li
              key={step.key}
              aria-current={here ? 'step' : undefined}
              className="flex min-w-0 flex-1 items-center gap-2"
            >
              <span
                className={clsx(
                  'grid size-8 shrink-0 place-items-center rounded-full text-sm font-semibold',
                  here
                    ? 'bg-primary-700 text-white'
                    : done
                      ? 'bg-primary-100 text-primary-800'
                      : 'bg-slate-200 text-slate-600',
                )}
              >
                {done ? <Check aria-hidden className="size-4" /> : i + 1}
              </span>
              <span
                className={clsx(
                  // On a phone the step's heading below names it; the titles here would not fit.
                  'truncate text-sm max-sm:sr-only',
                  here ? 'font-semibold text-slate-900' : 'text-slate-600',
                )}
              >
                {t(step.title)}
                <span className="sr-only">{done ? t('steps.done') : ''}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
