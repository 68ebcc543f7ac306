import type { CompanyProfile } from '@portal/contract/company-profile';
import { employersEndpoints } from '@portal/contract/endpoints/employers';
import { UPLOAD_RULES } from '@portal/contract/files';
import { Building2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SectionCard } from '@/components/ui/section-card';
import { FileDrop } from '@/components/uploads/file-drop';
import { useFileSlot } from '@/components/uploads/use-file-slot';
import { useT } from '../i18n';

const ACCEPT = [...UPLOAD_RULES.photo.mimes, ...UPLOAD_RULES.photo.extensions].join(',');

function ImageSlot({
  kind,
  url,
  onChange,
  companyName,
}: {
  kind: 'logo' | 'cover';
  url: string | null;
  onChange: () => void;
  companyName: string;
}) {
  const t = useT();
  const logo = kind === 'logo';
  const slot = useFileSlot(
    'photo',
    kind === 'logo'
      ? { upload: employersEndpoints.logo, remove: employersEndpoints.removeLogo }
      : { upload: employersEndpoints.cover, remove: employersEndpoints.removeCover },
    onChange,
  );
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-sm font-semibold text-slate-900">{logo ? t('images.logo') : t('images.cover')}</h3>
      <div
        className={
          kind === 'logo'
            ? 'grid size-24 place-items-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50'
            : 'grid aspect-[8/3] w-full place-items-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50'
        }
      >
        {url ? (
          <img
            src={url}
            alt={
              logo ? t('images.logoAlt', { name: companyName }) : t('images.coverAlt', { name: companyName })
            }
            className={kind === 'logo' ? 'size-full object-contain' : 'size-full object-cover'}
          />
        ) : (
          <Building2 aria-hidden className="size-10 text-slate-400" />
        )}
      </div>
      <FileDrop
        label={
          url
            ? logo
              ? t('images.replaceLogo')
              : t('images.replaceCover')
            : logo
              ? t('images.uploadLogo')
              : t('images.uploadCover')
        }
        accept={ACCEPT}
        hint={logo ? t('images.logoHint') : t('images.coverHint')}
        progress={slot.progress}
        error={slot.error}
        disabled={slot.removing}
        onFile={slot.choose}
      />
      {url ? (
        <Button variant="ghost" size="sm" className="self-start" onClick={() => setConfirming(true)}>
          {logo ? t('images.removeLogo') : t('images.removeCover')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={logo ? t('images.removeLogoTitle') : t('images.removeCoverTitle')}
        confirmLabel={logo ? t('images.removeLogo') : t('images.removeCover')}
        variant="danger"
        isPending={slot.removing}
        onConfirm={() => slot.remove(() => setConfirming(false))}
        onCancel={() => setConfirming(false)}
      >
        {logo ? t('images.removeLogoText') : t('images.removeCoverText')}
      </ConfirmDialog>
    </div>
  );
}

export function ImagesSection({ profile, onChange }: { profile: CompanyProfile; onChange: () => void }) {
  const t = useT();
  return (
    <SectionCard anchor="company-images" title={t('images.title')}>
      <div className="grid gap-6 md:grid-cols-[12rem_1fr]">
        <ImageSlot kind="logo" url={profile.logo} onChange={onChange} companyName={profile.name} />
        <ImageSlot kind="cover" url={profile.cover} onChange={onChange} companyName={profile.name} />
      </div>
    </SectionCard>
  );
}
