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
  const slot = useFileSlot(
    'photo',
    kind === 'logo'
      ? { upload: employersEndpoints.logo, remove: employersEndpoints.removeLogo }
      : { upload: employersEndpoints.cover, remove: employersEndpoints.removeCover },
    onChange,
  );
  const [confirming, setConfirming] = useState(false);
  const noun = kind === 'logo' ? 'logo' : 'cover image';
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-sm font-semibold text-slate-900">{kind === 'logo' ? 'Logo' : 'Cover image'}</h3>
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
            alt={`${companyName} ${noun}`}
            className={kind === 'logo' ? 'size-full object-contain' : 'size-full object-cover'}
          />
        ) : (
          <Building2 aria-hidden className="size-10 text-slate-400" />
        )}
      </div>
      <FileDrop
        label={url ? `Replace ${noun}` : `Upload ${noun}`}
        accept={ACCEPT}
        hint={
          kind === 'logo'
            ? 'JPEG, PNG or WebP, up to 2 MB. Square works best. Its location data is removed.'
            : 'JPEG, PNG or WebP, up to 2 MB. Wide, about 1600 × 600. Its location data is removed.'
        }
        progress={slot.progress}
        error={slot.error}
        disabled={slot.removing}
        onFile={slot.choose}
      />
      {url ? (
        <Button variant="ghost" size="sm" className="self-start" onClick={() => setConfirming(true)}>
          Remove {noun}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={`Remove the ${noun}?`}
        confirmLabel={`Remove ${noun}`}
        variant="danger"
        isPending={slot.removing}
        onConfirm={() => slot.remove(() => setConfirming(false))}
        onCancel={() => setConfirming(false)}
      >
        Your company page and job pages will show {kind === 'logo' ? 'your initials' : 'no cover'} instead.
      </ConfirmDialog>
    </div>
  );
}

export function ImagesSection({ profile, onChange }: { profile: CompanyProfile; onChange: () => void }) {
  return (
    <SectionCard anchor="company-images" title="Logo and cover">
      <div className="grid gap-6 md:grid-cols-[12rem_1fr]">
        <ImageSlot kind="logo" url={profile.logo} onChange={onChange} companyName={profile.name} />
        <ImageSlot kind="cover" url={profile.cover} onChange={onChange} companyName={profile.name} />
      </div>
    </SectionCard>
  );
}
