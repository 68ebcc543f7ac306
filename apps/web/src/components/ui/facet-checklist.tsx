import { latinOnly } from '@/lib/intl/bilingual';
/** A facet value with its count: ids as strings, as they stand in the URL. */
export type FacetBucket = { id: string; name: string; count: number };

import { useId, useState } from 'react';
import { useFormat } from '@/lib/intl/format';
import { useT } from '../i18n';

type FacetChecklistProps = {
  legend: string;
  /**
   * The filter's URL parameter, the boxes' name: a box clicked on the server-rendered page before the
   * client took over is found again by name and value, and the click carried over (lib/server-fields.ts).
   */
  name: string;
  buckets: FacetBucket[];
  selected: string[];
  /** Names for selected values the current result has no bucket for. */
  names?: Map<string, string>;
  onChange: (values: string[]) => void;
  /** The values are names of organisations: kept as written in every language (translate="no"). */
  properNames?: boolean;
};

const SHOWN = 6;

/** One filter as checkboxes, each with its count over the current result. */
export function FacetChecklist({
  legend,
  name,
  buckets,
  selected,
  names,
  onChange,
  properNames = false,
}: FacetChecklistProps) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const t = useT();
  const format = useFormat();
  // A selected value stays visible (and uncheckable) even when the result has no bucket for it.
  const missing = selected
    .filter((value) => !buckets.some((b) => b.id === value))
    .map((value) => ({ id: value, name: names?.get(value) ?? value, count: 0 }));
  // Chosen values first, so the short list always shows what the search is filtered by.
  const chosen = buckets.filter((b) => selected.includes(b.id));
  const all = [...missing, ...chosen, ...buckets.filter((b) => !selected.includes(b.id))];
  if (all.length === 0) return null;
  const visible = expanded ? all : all.slice(0, Math.max(SHOWN, missing.length + chosen.length + 1));

  const toggle = (value: string, checked: boolean) =>
    onChange(checked ? [...selected, value] : selected.filter((v) => v !== value));

  return (
    <fieldset className="min-w-0 border-t border-slate-200 py-4">
      <legend className="float-start mb-2 w-full text-sm font-semibold text-slate-900">{legend}</legend>
      <ul className="clear-start flex flex-col gap-1">
        {visible.map((bucket) => {
          const inputId = `${id}-${bucket.id}`;
          return (
            <li key={bucket.id}>
              <label
                htmlFor={inputId}
                className="flex cursor-pointer items-center gap-2.5 rounded-md px-1 py-1 text-sm text-slate-700 hover:bg-slate-50"
              >
                <input
                  id={inputId}
                  type="checkbox"
                  name={name}
                  value={bucket.id}
                  checked={selected.includes(bucket.id)}
                  onChange={(e) => toggle(bucket.id, e.target.checked)}
                  className="size-4 shrink-0 rounded border-slate-400 accent-primary-700"
                />
                <span
                  className="min-w-0 flex-1 truncate"
                  translate={properNames ? 'no' : undefined}
                  // A name the master data keeps in Latin letters in both languages (MS Excel, IATA DGR).
                  lang={latinOnly(bucket.name) ? 'en' : undefined}
                >
                  {bucket.name}
                </span>
                <span className="text-xs text-slate-500 tabular-nums">{format.number(bucket.count)}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {all.length > visible.length || expanded ? (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded((v) => !v)}
          className="mt-1 px-1 text-sm font-semibold text-primary-800 hover:underline"
        >
          {expanded ? t('facet.fewer') : t('facet.all', { count: format.number(all.length) })}
          <span className="sr-only"> {t('facet.options', { legend: legend.toLowerCase() })}</span>
        </button>
      ) : null}
    </fieldset>
  );
}
