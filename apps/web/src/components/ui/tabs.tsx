import { clsx } from 'clsx';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';

/** `name` is the tab's accessible name when the label is more than text (e.g. a count badge). */
export type TabItem<T extends string> = { value: T; label: ReactNode; name?: string };

type TabsProps<T extends string> = {
  items: TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  /** The id of the tabpanel the tabs control. */
  panelId: string;
  label: string;
};

/** A tab list (arrow keys, Home and End move between tabs) that filters the panel below it. */
export function Tabs<T extends string>({ items, value, onChange, panelId, label }: TabsProps<T>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const move = (index: number) => {
    const item = items[index];
    if (!item) return;
    onChange(item.value);
    refs.current[index]?.focus();
  };
  const onKey = (event: KeyboardEvent, index: number) => {
    const n = items.length;
    const target =
      event.key === 'ArrowRight'
        ? (index + 1) % n
        : event.key === 'ArrowLeft'
          ? (index - 1 + n) % n
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? n - 1
              : null;
    if (target === null) return;
    event.preventDefault();
    move(target);
  };

  return (
    <div role="tablist" aria-label={label} className="flex gap-1 overflow-x-auto border-b border-slate-200">
      {items.map((item, index) => {
        const selected = item.value === value;
        return (
          <button
            key={item.value}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            aria-label={item.name}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item.value)}
            onKeyDown={(e) => onKey(e, index)}
            className={clsx(
              '-mb-px inline-flex items-center gap-2 border-b-2 px-4 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors',
              selected
                ? 'border-primary-700 text-primary-800'
                : 'border-transparent text-slate-600 hover:text-slate-900',
            )}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
