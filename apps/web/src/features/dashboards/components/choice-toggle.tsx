import { clsx } from 'clsx';

/** A small radio group drawn as pills (a window of days); arrow keys move between the choices. */
export function ChoiceToggle<T extends number>({
  name,
  legend,
  options,
  value,
  onChange,
  label,
}: {
  name: string;
  legend: string;
  options: readonly T[];
  value: T;
  onChange: (v: T) => void;
  label: (v: T) => string;
}) {
  return (
    <fieldset className="flex shrink-0 items-center gap-2">
      <legend className="sr-only">{legend}</legend>
      {options.map((o) => (
        <label
          key={o}
          className={clsx(
            'cursor-pointer whitespace-nowrap rounded-full border px-3 py-1.5 text-sm font-medium focus-within:ring-2 focus-within:ring-primary-300',
            o === value
              ? 'border-primary-700 bg-primary-700 text-white'
              : 'border-slate-300 bg-white text-slate-700',
          )}
        >
          <input
            type="radio"
            name={name}
            value={o}
            checked={o === value}
            onChange={() => onChange(o)}
            className="sr-only"
          />
          {label(o)}
        </label>
      ))}
    </fieldset>
  );
}
