import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '../i18n';

/** An address without a scheme is taken as a web address. */
export function normaliseHref(raw: string): string | null {
  const href = raw.trim();
  if (href === '') return null;
  if (/^(https?:\/\/|mailto:)/i.test(href)) return href;
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return null;
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(href)) return `mailto:${href}`;
  return `https://${href}`;
}

type LinkFormProps = {
  initial: string;
  hasLink: boolean;
  onApply: (href: string) => void;
  onRemove: () => void;
  onCancel: () => void;
};

/** The link address, asked inline under the toolbar (no browser prompt). */
export function LinkForm({ initial, hasLink, onApply, onRemove, onCancel }: LinkFormProps) {
  const id = useId();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const t = useT();
  const apply = () => {
    const href = normaliseHref(text);
    if (!href) {
      setError(t('editor.linkError'));
      return;
    }
    onApply(href);
  };
  return (
    <div className="flex flex-wrap items-end gap-2 border-b border-slate-200 bg-slate-50 px-3 py-2">
      <div className="flex min-w-52 flex-1 flex-col gap-1">
        <label htmlFor={id} className="text-xs font-medium text-slate-800">
          {t('editor.linkAddress')}
        </label>
        <input
          id={id}
          // The form opens because the user asked for it, so the address box takes focus.
          // biome-ignore lint/a11y/noAutofocus: focus follows the user's own action
          autoFocus
          type="text"
          inputMode="url"
          dir="ltr"
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
            if (event.key === 'Escape') {
              event.preventDefault();
              onCancel();
            }
          }}
          className="h-9 rounded-md border border-slate-300 bg-white px-2.5 text-sm focus:border-primary-700 focus:outline-none"
        />
        {error ? (
          <p id={`${id}-error`} className="text-xs text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="button" size="sm" onClick={apply}>
        {t('editor.apply')}
      </Button>
      {hasLink ? (
        <Button type="button" size="sm" variant="danger-outline" onClick={onRemove}>
          {t('editor.removeLink')}
        </Button>
      ) : null}
      <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
        {t('action.cancel')}
      </Button>
    </div>
  );
}
