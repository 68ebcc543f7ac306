import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CandidateProfile,
  type Certification,
  certificationInputSchema,
  PROFILE_LIMITS,
} from '@portal/contract/candidate-profile';
import { clsx } from 'clsx';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/features/candidate-profile/i18n';
import { useFormat } from '@/lib/intl/format';
import { useSaveItem } from '../api/profile-items';
import { saveWithFieldErrors, textOrNull } from '../form-values';
import { FormActions } from './form-actions';
import { ItemListSection } from './item-list-section';
import { MasterSelect } from './master-select';

type Input = z.input<typeof certificationInputSchema>;
type Output = z.output<typeof certificationInputSchema>;
const FIELDS = ['certification_id', 'name', 'issuer', 'issued_on', 'expires_on', 'credential_id'] as const;

function CertificationForm({ item, close }: { item?: Certification; close: () => void }) {
  const t = useT();
  const save = useSaveItem('certifications');
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(certificationInputSchema),
    defaultValues: {
      certification_id: item?.certification?.id ?? null,
      name: item && !item.certification ? item.name : '',
      issuer: item?.issuer ?? '',
      issued_on: item?.issued_on ?? null,
      expires_on: item?.expires_on ?? null,
      credential_id: item?.credential_id ?? '',
    },
  });
  const { register, formState, control } = form;
  const e = formState.errors;
  const onSubmit = form.handleSubmit(async (body) => {
    if (await saveWithFieldErrors(() => save.mutateAsync({ id: item?.id, body }), form.setError, FIELDS))
      close();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <MasterSelect
        control={control}
        name="certification_id"
        list="certifications"
        label={t('cert.certification')}
        placeholder={t('cert.notListed')}
      />
      <TextField label={t('cert.name')} error={e.name?.message} {...register('name')} />
      <TextField label={t('cert.issuer')} error={e.issuer?.message} {...register('issuer')} />
      <TextField
        label={t('cert.credential')}
        error={e.credential_id?.message}
        {...register('credential_id')}
      />
      <TextField
        label={t('cert.issuedOn')}
        type="date"
        error={e.issued_on?.message}
        {...register('issued_on', { setValueAs: textOrNull })}
      />
      <TextField
        label={t('cert.expiresOn')}
        type="date"
        error={e.expires_on?.message}
        {...register('expires_on', { setValueAs: textOrNull })}
      />
      <FormActions isPending={save.isPending} onCancel={close} />
    </form>
  );
}

const EXPIRY: Record<
  Certification['expiry_status'],
  { label: 'cert.expiringSoon' | 'cert.expired'; tone: string } | null
> = {
  no_expiry: null,
  valid: null,
  expiring_soon: { label: 'cert.expiringSoon', tone: 'bg-amber-100 text-amber-900' },
  expired: { label: 'cert.expired', tone: 'bg-red-100 text-red-800' },
};

export function CertificationSection({ profile }: { profile: CandidateProfile }) {
  const t = useT();
  const f = useFormat();
  return (
    <ItemListSection
      anchor="certifications"
      title={t('cert.title')}
      kind="certifications"
      addLabel={t('cert.add')}
      deleteTitle={t('cert.deleteTitle')}
      max={PROFILE_LIMITS.certifications}
      items={profile.certifications}
      empty={t('cert.empty')}
      describe={(c) => c.name}
      renderItem={(c) => {
        const flag = EXPIRY[c.expiry_status];
        return (
          <>
            <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
              {c.name}
              {flag ? (
                <span className={clsx('rounded-full px-2 py-0.5 text-xs font-semibold', flag.tone)}>
                  {t(flag.label)}
                </span>
              ) : null}
            </p>
            <p className="text-sm text-slate-600">
              {[
                c.issuer,
                c.issued_on ? t('cert.issued', { date: f.date(c.issued_on) }) : null,
                c.expires_on ? t('cert.expires', { date: f.date(c.expires_on) }) : null,
              ]
                .filter(Boolean)
                .join(t('items.separator'))}
            </p>
          </>
        );
      }}
      renderForm={(item, close) => <CertificationForm item={item} close={close} />}
    />
  );
}
