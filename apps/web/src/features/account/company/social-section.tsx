import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CompanyProfile,
  companySocialSchema,
  SOCIAL_LABEL,
  SOCIAL_NETWORKS,
} from '@portal/contract/company-profile';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { EditableSection, Facts } from '@/components/ui/section-card';
import { TextField } from '@/components/ui/text-field';
import { useT } from '../i18n';
import { useSaveSocial } from './api';
import { FormButtons } from './form-buttons';
import { saveForm } from './form-save';

type Input = z.input<typeof companySocialSchema>;
type Output = z.output<typeof companySocialSchema>;

const PLACEHOLDER = {
  linkedin: 'https://www.linkedin.com/company/…',
  facebook: 'https://www.facebook.com/…',
  x: 'https://x.com/…',
  instagram: 'https://www.instagram.com/…',
} as const;

function SocialForm({ profile, close }: { profile: CompanyProfile; close: () => void }) {
  const save = useSaveSocial();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(companySocialSchema),
    defaultValues: {
      linkedin: profile.social.linkedin ?? '',
      facebook: profile.social.facebook ?? '',
      x: profile.social.x ?? '',
      instagram: profile.social.instagram ?? '',
    },
  });
  const e = form.formState.errors;
  const onSubmit = form.handleSubmit(async (body) => {
    if (await saveForm(() => save.mutateAsync(body), form.setError, SOCIAL_NETWORKS)) close();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      {SOCIAL_NETWORKS.map((n) => (
        <TextField
          key={n}
          label={SOCIAL_LABEL[n]}
          type="url"
          dir="ltr"
          placeholder={PLACEHOLDER[n]}
          error={e[n]?.message}
          {...form.register(n)}
        />
      ))}
      <FormButtons isPending={save.isPending} onCancel={close} />
    </form>
  );
}

export function SocialSection({ profile }: { profile: CompanyProfile }) {
  const t = useT();
  return (
    <EditableSection
      anchor="company-social"
      title={t('social.title')}
      view={
        <Facts
          items={SOCIAL_NETWORKS.map((n) => {
            const url = profile.social[n];
            return [
              SOCIAL_LABEL[n],
              url ? (
                <a key={n} href={url} target="_blank" rel="noopener noreferrer">
                  {url}
                </a>
              ) : null,
            ];
          })}
        />
      }
      form={(close) => <SocialForm profile={profile} close={close} />}
    />
  );
}
