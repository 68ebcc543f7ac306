import { clsx } from 'clsx';
import type { ReactNode } from 'react';

type ChoiceProps = {
  name: string;
  value: string | number;
  checked: boolean;
  onChange: () => void;
  /** The radio's accessible name when the visible text alone says too little. */
  label?: string;
  /** The face's colours, checked or not. */
  tone: string;
  className?: string;
  children: ReactNode;
};

/**
 * One option of a radio group drawn as a button: a native radio (Tab into the group, arrows between
 * options) under a face that shows the focus ring.
 */
export function Choice({ name, value, checked, onChange, label, tone, className, children }: ChoiceProps) {
  return (
    <label className="relative">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        aria-label={label}
        className="peer sr-only"
      />
      <span
        className={clsx(
          'flex h-10 cursor-pointer items-center justify-center rounded-lg border text-sm',
          'peer-focus-visible:ring-2 peer-focus-visible:ring-primary-700 peer-focus-visible:ring-offset-1',
          tone,
          className,
        )}
      >
        {children}
      </span>
    </label>
  );
}
