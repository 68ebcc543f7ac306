import type { ReactNode } from 'react';
import { useT } from '../i18n';
import type { CandidateSelection } from './selection';

type BulkBarProps = {
  selection: CandidateSelection;
  pageIds: number[];
  /** Bulk actions on the ticked candidates (add to folder; e-mail once it exists). */
  actions?: (ids: number[]) => ReactNode;
};

/** How many are ticked, tick the whole page, clear, and the bulk actions. */
export function SelectionBar({ selection, pageIds, actions }: BulkBarProps) {
  const t = useT();
  const allOnPage = pageIds.length > 0 && pageIds.every(selection.has);
  return (
    <div className="mb-3 flex flex-wrap items-center gap-3 rounded-xl bg-slate-50 px-3 py-2 text-sm">
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={allOnPage}
          onChange={(e) => selection.setMany(pageIds, e.target.checked)}
          className="size-4 accent-primary-700"
        />
        {t('selection.page')}
      </label>
      <span aria-live="polite" className="text-slate-700">
        {t('selection.count', { count: selection.ids.length })}
      </span>
      {selection.ids.length ? (
        <>
          <button
            type="button"
            onClick={selection.clear}
            className="font-semibold text-primary-800 hover:underline"
          >
            {t('selection.clear')}
          </button>
          {actions?.(selection.ids)}
        </>
      ) : null}
    </div>
  );
}
