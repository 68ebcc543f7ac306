import type { ClientStatus } from '@portal/contract/roles';
import { clsx } from 'clsx';
import { type KeyboardEvent, useRef } from 'react';
import { STATUS_LABEL } from '../status';

export type StatusFilter = ClientStatus | 'all';
export const STATUS_FILTERS: StatusFilter[] = ['pending', 'active', 'suspended', 'rejected', 'all'];

type StatusTabsProps = { value: StatusFilter; onChange: (value: StatusFilter) => void; panelId: string };

/** A tab list (arrow keys move between tabs) that filters the table below it. */
export function StatusTabs({ value, onChange, panelId }: StatusTabsProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKey = (event: KeyboardEvent, index: number) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next =
      (index + (event.key === 'ArrowRight' ? 1 : -1) + STATUS_FILTERS.length) % STATUS_FILTERS.length;
    const filter = STATUS_FILTERS[next];
    if (!filter) return;
    onChange(filter);
    refs.current[next]?.focus();
  };

  return (
    <div role="tablist" aria-label="Status" className="flex gap-1 overflow-x-auto border-b border-slate-200">
      {STATUS_FILTERS.map((filter, index) => {
        const selected = filter === value;
        return (
          <button
            key={filter}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(filter)}
            onKeyDown={(e) => onKey(e, index)}
            className={clsx(
              '-mb-px border-b-2 px-4 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors',
              selected
                ? 'border-primary-700 text-primary-800'
                : 'border-transparent text-slate-600 hover:text-slate-900',
            )}
          >
            {filter === 'all' ? 'All' : STATUS_LABEL[filter]}
          </button>
        );
      })}
    </div>
  );
}
