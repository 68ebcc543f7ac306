import { candidateEndpoints } from '@portal/contract/endpoints/candidate';
import type { CvInfo } from '@portal/contract/files';
import { UPLOAD_RULES } from '@portal/contract/files';
import { API } from '@portal/contract/paths';
import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatSize } from '@/components/uploads/check-file';
import { FileDrop } from '@/components/uploads/file-drop';
import { useFileSlot } from '@/components/uploads/use-file-slot';
import { useT } from '@/features/candidate-profile/i18n';
import { downloadAttachment } from '@/lib/download';
import { useFormat } from '@/lib/intl/format';
import { errorToast } from '@/lib/toasts';

type CvUploadProps = {
  cv: CvInfo | null;
  /** Called after the CV was uploaded, replaced or removed. */
  onChange: () => void;
};

/** The candidate's CV: the stored file with download, upload or replace (button or drop), remove. */
export function CvUpload({ cv, onChange }: CvUploadProps) {
  const t = useT();
  const f = useFormat();
  const slot = useFileSlot(
    'cv',
    { upload: candidateEndpoints.createCv, remove: candidateEndpoints.removeCv },
    onChange,
  );
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    if (!cv) return;
    setDownloading(true);
    try {
      await downloadAttachment(API.candidate.cv, cv.file_name);
    } catch (error) {
      errorToast(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      {cv ? (
        <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:flex-row sm:items-center">
          <FileText aria-hidden className="size-8 shrink-0 text-primary-700" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-slate-900" title={cv.file_name} translate="no">
              {cv.file_name}
            </p>
            <p className="text-sm text-slate-600">
              {t('cv.meta', { size: formatSize(cv.size), date: f.date(cv.uploaded_at) })}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              icon={<Download aria-hidden className="size-4" />}
              isPending={downloading}
              onClick={download}
            >
              {t('cv.download')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              disabled={slot.progress !== null}
              onClick={() => setConfirming(true)}
            >
              {t('cv.remove')}
            </Button>
          </div>
        </div>
      ) : null}
      <FileDrop
        label={cv ? t('cv.replace') : t('cv.upload')}
        accept={[...UPLOAD_RULES.cv.mimes, ...UPLOAD_RULES.cv.extensions].join(',')}
        hint={t('cv.hint')}
        progress={slot.progress}
        error={slot.error}
        disabled={slot.removing}
        onFile={slot.choose}
      />
      <ConfirmDialog
        open={confirming}
        title={t('cv.removeTitle')}
        confirmLabel={t('cv.removeConfirm')}
        variant="danger"
        isPending={slot.removing}
        onConfirm={() => slot.remove(() => setConfirming(false))}
        onCancel={() => setConfirming(false)}
      >
        {t('cv.removeText')}
      </ConfirmDialog>
    </div>
  );
}
