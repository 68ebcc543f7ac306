import { RATING_MAX, RATING_MIN } from '@portal/contract/scorecard-values';
import { useId } from 'react';
import { useT } from '../../i18n';
import { Choice } from './choice';

type RatingInputProps = {
  label: string;
  value: number | undefined;
  onChange: (rating: number) => void;
  error?: string;
};

const RATING_KEY: Record<number, 'rating.1' | 'rating.2' | 'rating.3' | 'rating.4' | 'rating.5'> = {
  1: 'rating.1',
  2: 'rating.2',
  3: 'rating.3',
  4: 'rating.4',
  5: 'rating.5',
};

const POINTS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

/**
 * A 1-5 rating as native radio buttons: Tab reaches the group, the arrow keys move between points,
 * and each point is read with its meaning ("4, Above expectations").
 */
export function RatingInput({ label, value, onChange, error }: RatingInputProps) {
  const id = useId();
  const t = useT();
  const meaning = (point: number) => {
    const key = RATING_KEY[point];
    return key ? t(key) : '';
  };
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
            <Choice
              key={point}
              name={id}
              value={point}
              checked={value === point}
              onChange={() => onChange(point)}
              label={t('rating.point', { point, meaning: meaning(point) })}
              className="w-10 font-semibold"
              tone={
                value !== undefined && point <= value
                  ? 'border-primary-700 bg-primary-700 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-primary-700'
              }
            >
              <span aria-hidden title={meaning(point)}>
                {point}
              </span>
            </Choice>
          ))}
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700 sm:text-end">
          {error}
        </p>
      ) : null}
    </div>
  );
}
