import { POSTED_WITHIN } from '@portal/contract/job-values';
import type { FacetBucket } from '@portal/contract/jobs';
import { useId } from 'react';
import { useT } from '@/features/job-search/i18n';

type PostedWithinFilterProps = { value: string; buckets: FacetBucket[]; onChange: (value: string) => void };

const LABEL = {
  1: 'posted.1',
  3: 'posted.3',
  7: 'posted.7',
  30: 'posted.30',
} as const;

/** "Posted within" as radios: any time, or 1, 3, 7 or 30 days, with counts when the API gives them. */
export function PostedWithinFilter({ value, buckets, onChange }: PostedWithinFilterProps) {
  const t = useT();
  const id = useId();
  const options = [
    { value: '', label: t('posted.any'), count: undefined as number | undefined },
    ...POSTED_WITHIN.map((days) => {
      const bucket = buckets.find((b) => b.id === String(days));
      return {
        value: String(days),
        label: days in LABEL ? t(LABEL[days as keyof typeof LABEL]) : t('posted.days', { days }),
        count: bucket?.count,
      };
    }),
  ];
  return (
    <fieldset className="border-t border-slate-200 py-4">
      <legend className="float-start mb-2 w-full text-sm font-semibold text-slate-900">
        {t('posted.legend')}
      </legend>
      <ul className="clear-start flex flex-col gap-1">
        {options.map((option) => {
          const inputId = `${id}-${option.value || 'any'}`;
          return (
            <li key={option.value || 'any'}>
              <label
                htmlFor={inputId}
                className="flex cursor-pointer items-center gap-2.5 rounded-md px-1 py-1 text-sm text-slate-700 hover:bg-slate-50"
              >
                <input
                  id={inputId}
                  type="radio"
                  name={`${id}-posted`}
                  checked={value === option.value}
                  onChange={() => onChange(option.value)}
                  className="size-4 shrink-0 accent-primary-700"
                />
                <span className="flex-1">{option.label}</span>
                {option.count !== undefined ? (
                  <span className="text-xs text-slate-500 tabular-nums">{option.count}</span>
                ) : null}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
