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
import { downloadAttachment } from '@/lib/download';
import { errorToast } from '@/lib/toasts';

type CvUploadProps = {
  cv: CvInfo | null;
  /** Called after the CV was uploaded, replaced or removed. */
  onChange: () => void;
};

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** The candidate's CV: the stored file with download, upload or replace (button or drop), remove. */
export function CvUpload({ cv, onChange }: CvUploadProps) {
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
            <p className="truncate font-medium text-slate-900" title={cv.file_name}>
              {cv.file_name}
            </p>
            <p className="text-sm text-slate-600">
              {formatSize(cv.size)} · uploaded {dateFormat.format(new Date(cv.uploaded_at))}
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
              Download
            </Button>
            <Button
              variant="ghost"
              size="sm"
              disabled={slot.progress !== null}
              onClick={() => setConfirming(true)}
            >
              Remove
            </Button>
          </div>
        </div>
      ) : null}
      <FileDrop
        label={cv ? 'Replace CV' : 'Upload CV'}
        accept={[...UPLOAD_RULES.cv.mimes, ...UPLOAD_RULES.cv.extensions].join(',')}
        hint="PDF, DOC, DOCX, ODT or RTF, up to 5 MB. Employers search the text of your CV."
        progress={slot.progress}
        error={slot.error}
        disabled={slot.removing}
        onFile={slot.choose}
      />
      <ConfirmDialog
        open={confirming}
        title="Remove your CV?"
        confirmLabel="Remove CV"
        variant="danger"
        isPending={slot.removing}
        onConfirm={() => slot.remove(() => setConfirming(false))}
        onCancel={() => setConfirming(false)}
      >
        Employers will no longer be able to read it, and searches will not find its contents.
      </ConfirmDialog>
    </div>
  );
}
