import { settingsEndpoints } from '@portal/contract/endpoints/settings';
import { UPLOAD_RULES } from '@portal/contract/files';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FileDrop } from '@/components/uploads/file-drop';
import { useFileSlot } from '@/components/uploads/use-file-slot';
import { queryKeys } from '@/lib/query-keys';
import { useT } from '../i18n';

const ACCEPT = [...UPLOAD_RULES.photo.mimes, ...UPLOAD_RULES.photo.extensions].join(',');

/** The portal's logo: preview, upload or replace (saved at once, apart from the form), remove. */
export function PortalLogo({ url, siteName }: { url: string | null; siteName: string }) {
  const t = useT();
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.portalSettings.all() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.public.settings() });
  };
  const slot = useFileSlot(
    'photo',
    { upload: settingsEndpoints.createPortalLogo, remove: settingsEndpoints.removePortalLogo },
    refresh,
  );
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <h3 className="text-sm font-medium text-slate-800">{t('logo.title')}</h3>
      <div className="grid h-20 w-full max-w-xs place-items-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50 px-3">
        {url ? (
          <img src={url} alt={t('logo.alt', { site: siteName })} className="max-h-16 w-auto object-contain" />
        ) : (
          <span className="text-sm text-slate-600">{t('logo.bundled')}</span>
        )}
      </div>
      <FileDrop
        label={url ? t('logo.replace') : t('logo.upload')}
        accept={ACCEPT}
        hint={t('logo.hint')}
        progress={slot.progress}
        error={slot.error}
        disabled={slot.removing}
        onFile={slot.choose}
      />
      {url ? (
        <Button variant="ghost" size="sm" className="self-start" onClick={() => setConfirming(true)}>
          {t('logo.remove')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('logo.removeTitle')}
        confirmLabel={t('logo.remove')}
        variant="danger"
        isPending={slot.removing}
        onConfirm={() => slot.remove(() => setConfirming(false))}
        onCancel={() => setConfirming(false)}
      >
        {t('logo.removeText')}
      </ConfirmDialog>
    </div>
  );
}
