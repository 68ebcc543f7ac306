import { candidateEndpoints } from '@portal/contract/endpoints/candidate';
import { UPLOAD_RULES } from '@portal/contract/files';
import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FileDrop } from '@/components/uploads/file-drop';
import { useFileSlot } from '@/components/uploads/use-file-slot';
import { useT } from '@/features/candidate-profile/i18n';

type PhotoUploadProps = {
  /** The current photo's URL path, or null. */
  photoUrl: string | null;
  /** Called after the photo was uploaded, replaced or removed. */
  onChange: () => void;
};

/** The candidate's profile photo: preview, upload or replace (button or drop), remove. */
export function PhotoUpload({ photoUrl, onChange }: PhotoUploadProps) {
  const t = useT();
  const slot = useFileSlot(
    'photo',
    { upload: candidateEndpoints.createPhoto, remove: candidateEndpoints.removePhoto },
    onChange,
  );
  const [confirming, setConfirming] = useState(false);

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div className="size-24 shrink-0 overflow-hidden rounded-full border border-slate-200 bg-slate-100">
        {photoUrl ? (
          <img src={photoUrl} alt={t('photo.alt')} className="size-full object-cover" />
        ) : (
          <UserRound aria-hidden className="size-full p-5 text-slate-400" />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <FileDrop
          label={photoUrl ? t('photo.replace') : t('photo.upload')}
          accept={[...UPLOAD_RULES.photo.mimes, ...UPLOAD_RULES.photo.extensions].join(',')}
          hint={t('photo.hint')}
          progress={slot.progress}
          error={slot.error}
          disabled={slot.removing}
          onFile={slot.choose}
        />
        {photoUrl ? (
          <Button
            variant="ghost"
            size="sm"
            className="self-start"
            disabled={slot.progress !== null}
            onClick={() => setConfirming(true)}
          >
            {t('photo.remove')}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('photo.removeTitle')}
        confirmLabel={t('photo.remove')}
        variant="danger"
        isPending={slot.removing}
        onConfirm={() => slot.remove(() => setConfirming(false))}
        onCancel={() => setConfirming(false)}
      >
        {t('photo.removeText')}
      </ConfirmDialog>
    </div>
  );
}
