import { X } from 'lucide-react';
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { useLocale } from '@/lib/intl/locale-context';
import { useT } from '../i18n';

export type PickerOption = { id: number; name: string };

/** A name with no Arabic letter (a product such as "SAP EWM", or an item with no Arabic name yet). */
const LATIN_ONLY = /^[^\u0600-\u06FF]*$/;

type MultiPickerProps = {
  legend: string;
  options: PickerOption[];
  value: number[];
  onChange: (ids: number[]) => void;
  max: number;
  error?: string;
  /** Words for the filter box: "Find a skill". */
  findLabel: string;
};

const NEXT: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/**
 * Several items of a long list: a filter box, a checkbox list, the chosen ones as removable chips.
 * The list is one Tab stop (roving tabindex): arrows, Home and End move between its checkboxes,
 * Space ticks, so a keyboard user does not tab through fifty skills to reach the next field.
 */
export function MultiPicker({ legend, options, value, onChange, max, error, findLabel }: MultiPickerProps) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const t = useT();
  const locale = useLocale();
  const names = useMemo(() => new Map(options.map((o) => [o.id, o.name])), [options]);
  const needle = filter.trim().toLowerCase();
  const shown = options.filter((o) => !needle || o.name.toLowerCase().includes(needle));
  const toggle = (itemId: number, on: boolean) =>
    onChange(on ? [...value, itemId] : value.filter((v) => v !== itemId));
  const list = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  const current = Math.min(active, Math.max(shown.length - 1, 0));
  const moveWithin = (e: KeyboardEvent<HTMLUListElement>) => {
    const boxes = [...(list.current?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? [])];
    if (boxes.length === 0) return;
    const step = NEXT[e.key];
    let to: number;
    if (step !== undefined) to = (current + step + boxes.length) % boxes.length;
    else if (e.key === 'Home') to = 0;
    else if (e.key === 'End') to = boxes.length - 1;
    else return;
    e.preventDefault();
    setActive(to);
    boxes[to]?.focus();
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-800">
        {legend} <span className="font-normal text-slate-500">{t('picker.max', { max })}</span>
      </legend>
      {value.length ? (
        <ul aria-label={t('picker.chosen', { legend })} className="flex flex-wrap gap-2">
          {value.map((itemId) => (
            <li
              key={itemId}
              className="inline-flex items-center gap-1 rounded-full bg-primary-50 py-1 pe-1 ps-3 text-sm text-primary-900"
            >
              {names.get(itemId) ?? '...'}
              <button
                type="button"
                onClick={() => toggle(itemId, false)}
                aria-label={t('picker.remove', { name: names.get(itemId) ?? '…' })}
                className="rounded-full p-1 hover:bg-primary-100"
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label htmlFor={`${id}-filter`} className="sr-only">
        {findLabel}
      </label>
      <input
        id={`${id}-filter`}
        type="search"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        placeholder={findLabel}
        className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm focus:border-primary-700 focus:ring-2 focus:ring-primary-200 focus:outline-none"
      />
      <ul
        ref={list}
        onKeyDown={moveWithin}
        className="grid max-h-48 gap-0.5 overflow-y-auto rounded-lg border border-slate-200 p-2 sm:grid-cols-2"
      >
        {shown.map((o, index) => {
          const checked = value.includes(o.id);
          return (
            <li key={o.id}>
              <label className="flex cursor-pointer items-center gap-2 rounded px-1.5 py-1.5 text-sm text-slate-700 hover:bg-slate-50">
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={!checked && value.length >= max}
                  tabIndex={index === current ? 0 : -1}
                  onFocus={() => setActive(index)}
                  onChange={(e) => toggle(o.id, e.target.checked)}
                  className="size-4 accent-primary-700"
                />
                {/* On an Arabic page a Latin name is marked as such: read as English, left to right. */}
                {locale === 'ar' && LATIN_ONLY.test(o.name) ? (
                  <span lang="en" dir="ltr">
                    {o.name}
                  </span>
                ) : (
                  o.name
                )}
              </label>
            </li>
          );
        })}
        {shown.length === 0 ? (
          <li className="px-1.5 py-1 text-sm text-slate-500">{t('picker.none')}</li>
        ) : null}
      </ul>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
