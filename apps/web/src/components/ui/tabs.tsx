import * as RadixTabs from '@radix-ui/react-tabs';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTextDirection } from '@/lib/intl/locale-context';

/** `name` is the tab's accessible name when the label is more than text (e.g. a count badge). */
export type TabItem<T extends string> = { value: T; label: ReactNode; name?: string };

type TabsProps<T extends string> = {
  items: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  /** The id of the tabpanel the tabs control. */
  panelId: string;
  label: string;
};

/**
 * A tab list on Radix UI; the tabs wrap onto another row rather than hide off the edge (arrow keys, wrapping, Home and End move between tabs and select them)
 * that filters one panel below it. The caller renders that panel (`role="tabpanel"`, `id={panelId}`)
 * wherever its layout wants it, so every tab controls it rather than a panel of its own.
 */
export function Tabs<T extends string>({ items, value, onChange, panelId, label }: TabsProps<T>) {
  const dir = useTextDirection();
  const select = (next: string) => {
    const item = items.find((i) => i.value === next);
    if (item) onChange(item.value);
  };
  return (
    <RadixTabs.Root value={value} onValueChange={select} activationMode="automatic" dir={dir}>
      <RadixTabs.List aria-label={label} className="flex flex-wrap gap-x-1 border-b border-slate-200">
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            aria-label={item.name}
            aria-controls={panelId}
            className={clsx(
              '-mb-px inline-flex items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors',
              item.value === value
                ? 'border-primary-700 text-primary-800'
                : 'border-transparent text-slate-600 hover:text-slate-900',
            )}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
    </RadixTabs.Root>
  );
}
