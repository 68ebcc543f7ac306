import { CV_NAME_MAX, type MyCv } from '@portal/contract/candidate-documents';
import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/text-field';
import { formatSize } from '@/components/uploads/check-file';
import {
  downloadCv,
  useMakeDefaultCv,
  useRemoveCv,
  useRenameCv,
} from '@/features/candidate-documents/api/cvs';
import { useT } from '@/features/candidate-documents/i18n';
import { serverFieldErrors } from '@/lib/form-errors';
import { useFormat } from '@/lib/intl/format';
import { errorToast } from '@/lib/toasts';

/** One CV: name, file, size, date and the default badge; rename in place, make default, download, delete. */
export function CvRow({ cv }: { cv: MyCv }) {
  const t = useT();
  const f = useFormat();
  const rename = useRenameCv();
  const makeDefault = useMakeDefaultCv();
  const remove = useRemoveCv();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(cv.name);
  const [nameError, setNameError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const saveName = async () => {
    try {
      await rename.mutateAsync({ id: cv.id, name });
      setEditing(false);
      setNameError(null);
    } catch (error) {
      const fields = serverFieldErrors(error, 400);
      if (fields?.name?.[0]) setNameError(fields.name[0]);
      else errorToast(error);
    }
  };
  const download = async () => {
    setDownloading(true);
    try {
      await downloadCv(cv.id, cv.file_name);
    } catch (error) {
      errorToast(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:flex-row sm:items-center">
      <FileText aria-hidden className="hidden size-8 shrink-0 text-primary-700 sm:block" />
      <div className="min-w-0 flex-1">
        {editing ? (
          <form
            className="flex flex-col gap-2 sm:flex-row sm:items-start"
            onSubmit={(event) => {
              event.preventDefault();
              void saveName();
            }}
          >
            <TextField
              label={t('cv.name')}
              value={name}
              maxLength={CV_NAME_MAX}
              error={nameError ?? undefined}
              onChange={(event) => setName(event.target.value)}
              className="flex-1"
              autoFocus
            />
            <div className="flex gap-2 sm:mt-6">
              <Button type="submit" size="sm" isPending={rename.isPending}>
                {t('cv.save')}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  setEditing(false);
                  setName(cv.name);
                  setNameError(null);
                }}
              >
                {t('common.cancel')}
              </Button>
            </div>
          </form>
        ) : (
          <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
            <span className="break-words">{cv.name}</span>
            {cv.is_default ? (
              <span className="rounded-full bg-primary-100 px-2 py-0.5 text-xs font-semibold text-primary-800">
                {t('cv.default')}
              </span>
            ) : null}
          </p>
        )}
        <p className="truncate text-sm text-slate-600" title={cv.file_name} translate="no">
          {t('cv.meta', { file: cv.file_name, size: formatSize(cv.size), date: f.date(cv.uploaded_at) })}
        </p>
        {cv.has_text ? null : <p className="text-sm text-amber-800">{t('cv.noText')}</p>}
      </div>
      {editing ? null : (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            icon={<Download aria-hidden className="size-4" />}
            isPending={downloading}
            onClick={download}
            aria-label={t('cv.downloadItem', { name: cv.name })}
          >
            {t('cv.download')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setEditing(true)}
            aria-label={t('cv.renameItem', { name: cv.name })}
          >
            {t('cv.rename')}
          </Button>
          {cv.is_default ? null : (
            <Button
              variant="ghost"
              size="sm"
              isPending={makeDefault.isPending}
              onClick={() => makeDefault.mutate(cv.id)}
              aria-label={t('cv.makeDefaultItem', { name: cv.name })}
            >
              {t('cv.makeDefault')}
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setConfirming(true)}
            aria-label={t('common.deleteItem', { name: cv.name })}
          >
            {t('common.delete')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('cv.deleteTitle', { name: cv.name })}
        confirmLabel={t('cv.deleteConfirm')}
        variant="danger"
        isPending={remove.isPending}
        onConfirm={() => remove.mutate(cv.id, { onSuccess: () => setConfirming(false) })}
        onCancel={() => setConfirming(false)}
      >
        {cv.is_default ? t('cv.deleteDefault') : null}
        {t('cv.deleteText')}
      </ConfirmDialog>
    </li>
  );
}
