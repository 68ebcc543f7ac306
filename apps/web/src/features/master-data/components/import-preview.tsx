import type { MasterImportPreview, MasterImportRow } from '@portal/contract/master-data';
import { useT } from '../i18n';

const LABEL = {
  add: 'action.add',
  change: 'action.change',
  unchanged: 'action.unchanged',
  reject: 'action.reject',
} as const satisfies Record<MasterImportRow['action'], string>;
const TONE: Record<MasterImportRow['action'], string> = {
  add: 'bg-green-100 text-green-900',
  change: 'bg-amber-100 text-amber-900',
  unchanged: 'bg-slate-100 text-slate-700',
  reject: 'bg-red-100 text-red-900',
};
/** Enough to review; a file of thousands of rows is summed up by the counts above. */
const SHOWN = 200;

/** What an import would do: counts per action, then each row that adds, changes or is rejected. */
export function ImportPreview({ preview }: { preview: MasterImportPreview }) {
  const t = useT();
  const rows = preview.rows.filter((r) => r.action !== 'unchanged');
  const { add, change, unchanged, reject } = preview.counts;
  return (
    <div className="space-y-3">
      <p role="status" className="text-sm font-medium text-slate-900">
        {t('preview.counts', { add, change, unchanged, reject })}
      </p>
      {rows.length === 0 ? null : (
        <ul className="max-h-96 divide-y divide-slate-200 overflow-y-auto rounded-lg border border-slate-200">
          {rows.slice(0, SHOWN).map((r) => (
            <li key={r.line} className="min-w-0 px-3 py-2 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${TONE[r.action]}`}>
                  {t(LABEL[r.action])}
                </span>
                <span className="text-slate-600">{t('preview.line', { line: r.line })}</span>
                <span className="min-w-0 font-medium break-words text-slate-900">
                  {r.name || t('preview.noName')}
                </span>
              </div>
              {r.details.length > 0 ? (
                <ul className="mt-1 list-disc ps-5 break-words text-slate-700">
                  {r.details.map((d) => (
                    <li key={d}>{d}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {rows.length > SHOWN ? (
        <p className="text-sm text-slate-600">{t('preview.shown', { shown: SHOWN, total: rows.length })}</p>
      ) : null}
    </div>
  );
}
