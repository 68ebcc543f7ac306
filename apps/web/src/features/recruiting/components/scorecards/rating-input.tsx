import { RATING_LABELS, RATING_MAX, RATING_MIN } from '@portal/contract/scorecard-values';
import { clsx } from 'clsx';
import { useId } from 'react';

type RatingInputProps = {
  label: string;
  value: number | undefined;
  onChange: (rating: number) => void;
  error?: string;
};

const POINTS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

/**
 * A 1-5 rating as native radio buttons: Tab reaches the group, the arrow keys move between points,
 * and each point is read with its meaning ("4, Above expectations").
 */
export function RatingInput({ label, value, onChange, error }: RatingInputProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
        <span id={`${id}-label`} className="text-sm font-medium text-slate-800">
          {label}
        </span>
        <div
          role="radiogroup"
          aria-labelledby={`${id}-label`}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error ? true : undefined}
          className="flex gap-1.5"
        >
          {POINTS.map((point) => (
            <label key={point} className="relative">
              <input
                type="radio"
                name={id}
                value={point}
                checked={value === point}
                onChange={() => onChange(point)}
                aria-label={`${point}, ${RATING_LABELS[point]}`}
                className="peer sr-only"
              />
              <span
                aria-hidden
                title={RATING_LABELS[point]}
                className={clsx(
                  'flex size-10 cursor-pointer items-center justify-center rounded-lg border text-sm font-semibold',
                  'peer-focus-visible:ring-2 peer-focus-visible:ring-primary-700 peer-focus-visible:ring-offset-1',
                  value !== undefined && point <= value
                    ? 'border-primary-700 bg-primary-700 text-white'
                    : 'border-slate-300 bg-white text-slate-700 hover:border-primary-700',
                )}
              >
                {point}
              </span>
            </label>
          ))}
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700 sm:text-right">
          {error}
        </p>
      ) : null}
    </div>
  );
}
