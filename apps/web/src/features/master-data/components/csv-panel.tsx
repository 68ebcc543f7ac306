import type { MasterImportPreview, MasterName } from '@portal/contract/master-data';
import { Download } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorToast } from '@/lib/toasts';
import { exportMasterList, useApplyMasterImport, usePreviewMasterImport } from '../api/master-csv';
import { useT } from '../i18n';
import { ImportPreview } from './import-preview';

/**
 * Export the list, or import a CSV in two steps: the server previews what it would add, change and
 * reject; "Apply" sends the same file with the preview's token, so only what was shown is written.
 */
export function CsvPanel({ list }: { list: MasterName }) {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<MasterImportPreview | null>(null);
  const [exporting, setExporting] = useState(false);
  // A new key empties the file input once an import is applied or cancelled.
  const [inputKey, setInputKey] = useState(0);
  const check = usePreviewMasterImport(list);
  const apply = useApplyMasterImport(list);
  const reset = () => {
    setFile(null);
    setPreview(null);
    setInputKey((k) => k + 1);
  };
  const onPreview = (e: FormEvent) => {
    e.preventDefault();
    if (file) check.mutate(file, { onSuccess: setPreview });
  };
  const onExport = async () => {
    setExporting(true);
    await exportMasterList(list).catch(errorToast);
    setExporting(false);
  };
  const writes = preview ? preview.counts.add + preview.counts.change : 0;
  return (
    <section aria-labelledby="csv-heading" className="space-y-3 border-t border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="csv-heading" className="text-base font-semibold text-slate-900">
          {t('csv.title')}
        </h2>
        <Button
          size="sm"
          variant="secondary"
          onClick={onExport}
          isPending={exporting}
          icon={<Download aria-hidden className="size-4" />}
        >
          {t('csv.export')}
        </Button>
      </div>
      <form onSubmit={onPreview} className="flex min-w-0 flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 basis-60">
          <label htmlFor="master-csv-file" className="block text-sm font-medium text-slate-800">
            {t('csv.file')}
          </label>
          <input
            key={inputKey}
            id="master-csv-file"
            type="file"
            accept=".csv,text/csv"
            aria-describedby="master-csv-hint"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setPreview(null);
            }}
            className="mt-1 block w-full min-w-0 text-sm text-slate-700 file:me-3 file:rounded-lg file:border-0 file:bg-primary-50 file:px-3 file:py-2 file:font-semibold file:text-primary-900"
          />
          <p id="master-csv-hint" className="mt-1 text-xs text-slate-600">
            {t('csv.hint')}
          </p>
        </div>
        <Button type="submit" size="sm" disabled={!file} isPending={check.isPending}>
          {t('csv.preview')}
        </Button>
      </form>
      {preview && file ? (
        <div className="space-y-3">
          <ImportPreview preview={preview} />
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              disabled={writes === 0}
              isPending={apply.isPending}
              onClick={() => apply.mutate({ file, token: preview.token }, { onSuccess: reset })}
            >
              {writes === 0
                ? t('csv.nothing')
                : t('csv.apply', { add: preview.counts.add, change: preview.counts.change })}
            </Button>
            <Button size="sm" variant="ghost" onClick={reset} disabled={apply.isPending}>
              {t('cancel')}
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
