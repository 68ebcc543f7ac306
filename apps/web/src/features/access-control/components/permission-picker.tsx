import type { ModuleInfo } from '@portal/contract/access-control';
import { useId, useState } from 'react';
import { useT } from '../i18n';

type Props = {
  modules: ModuleInfo[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** Codes the viewer holds: only those can be ticked (the server refuses the rest too). */
  held: ReadonlySet<string>;
  error?: string;
  legend?: string;
};

/** Permissions grouped by module, with a search; codes the viewer lacks are shown but locked. */
export function PermissionPicker({ modules, value, onChange, held, error, legend }: Props) {
  const t = useT();
  const id = useId();
  const [term, setTerm] = useState('');
  const chosen = new Set(value);
  const q = term.trim().toLowerCase();
  const shown = modules
    .map((m) => ({
      ...m,
      permissions: m.permissions.filter(
        (p) =>
          !q ||
          p.code.includes(q) ||
          p.description.toLowerCase().includes(q) ||
          m.label.toLowerCase().includes(q),
      ),
    }))
    .filter((m) => m.permissions.length > 0);
  const toggle = (code: string) => {
    const next = new Set(chosen);
    if (next.has(code)) next.delete(code);
    else next.add(code);
    onChange([...next].sort());
  };
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="min-w-0">
      <legend className="text-sm font-medium text-slate-800">
        {legend ?? t('picker.legend')}{' '}
        <span className="font-normal text-slate-600">{t('picker.chosen', { count: value.length })}</span>
      </legend>
      <label htmlFor={`${id}-q`} className="sr-only">
        {t('picker.search')}
      </label>
      <input
        id={`${id}-q`}
        type="search"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        placeholder={t('picker.search')}
        className="mt-2 h-11 w-full rounded-lg border border-slate-300 px-3 text-sm focus:border-primary-700 focus:ring-2 focus:ring-primary-200 focus:outline-none"
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="mt-3 grid gap-3 md:grid-cols-2">
        {shown.map((m) => (
          <div key={m.key} className="rounded-xl border border-slate-200 p-3">
            <p className="text-sm font-semibold text-slate-900">{m.label}</p>
            <ul className="mt-2 space-y-2">
              {m.permissions.map((p) => {
                const locked = !held.has(p.code);
                return (
                  <li key={p.code}>
                    <label className="flex items-start gap-2 text-sm">
                      <input
                        type="checkbox"
                        checked={chosen.has(p.code)}
                        disabled={locked}
                        onChange={() => toggle(p.code)}
                        className="mt-0.5 size-4 shrink-0 accent-primary-700"
                      />
                      <span className="min-w-0">
                        <code className="break-all text-slate-900">{p.code}</code>
                        <span className="block text-xs text-slate-600">
                          {p.description}
                          {locked ? ` — ${t('picker.notHeld')}` : ''}
                        </span>
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
      {shown.length === 0 ? <p className="mt-3 text-sm text-slate-600">{t('picker.noMatch')}</p> : null}
    </fieldset>
  );
}
