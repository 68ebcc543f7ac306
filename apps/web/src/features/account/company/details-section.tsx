import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMPANY_SIZES,
  type CompanyProfile,
  companyProfileUpdateSchema,
} from '@portal/contract/company-profile';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { RichTextField } from '@/components/rich-text-editor';
import { EditableSection, Facts } from '@/components/ui/section-card';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useMasterLabel, useMasterList } from '@/lib/master-data';
import { useT } from '../i18n';
import { useSaveCompany } from './api';
import { FormButtons } from './form-buttons';
import { numberOrNull, saveForm, textOrNull } from './form-save';

type Input = z.input<typeof companyProfileUpdateSchema>;
type Output = z.output<typeof companyProfileUpdateSchema>;
const FIELDS = ['about', 'industry_id', 'company_size', 'founded_year', 'website', 'trade_licence'] as const;

function DetailsForm({ profile, close }: { profile: CompanyProfile; close: () => void }) {
  const t = useT();
  const save = useSaveCompany();
  const industries = useMasterList('industries');
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(companyProfileUpdateSchema),
    defaultValues: {
      about: profile.about ?? '',
      industry_id: profile.industry?.id ?? null,
      company_size: profile.company_size ?? null,
      founded_year: profile.founded_year ?? null,
      website: profile.website ?? '',
      trade_licence: profile.trade_licence ?? '',
    },
  });
  const { register, formState, control } = form;
  const e = formState.errors;
  const onSubmit = form.handleSubmit(async (body) => {
    if (await saveForm(() => save.mutateAsync(body), form.setError, FIELDS)) close();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Controller
        control={control}
        name="about"
        render={({ field }) => (
          <RichTextField
            label={t('details.about')}
            hint={t('details.aboutHint')}
            className="sm:col-span-2"
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={e.about?.message}
            minHeightRem={8}
          />
        )}
      />
      <SelectField
        label={t('details.industry')}
        placeholder={industries.isLoading ? t('loading') : t('notSpecified')}
        options={(industries.data ?? []).map((i) => ({ value: String(i.id), label: i.name }))}
        error={e.industry_id?.message}
        {...register('industry_id', { setValueAs: numberOrNull })}
      />
      <SelectField
        label={t('details.size')}
        placeholder={t('notSpecified')}
        options={COMPANY_SIZES.map((s) => ({ value: s, label: t('details.sizeValue', { size: s }) }))}
        error={e.company_size?.message}
        {...register('company_size', { setValueAs: textOrNull })}
      />
      <TextField
        label={t('details.foundedYear')}
        inputMode="numeric"
        error={e.founded_year?.message}
        {...register('founded_year', { setValueAs: numberOrNull })}
      />
      <TextField
        label={t('details.website')}
        type="url"
        dir="ltr"
        placeholder="https://www.example.com"
        error={e.website?.message}
        {...register('website', { setValueAs: textOrNull })}
      />
      <TextField
        label={t('details.licence')}
        hint={t('details.licenceHint')}
        error={e.trade_licence?.message}
        {...register('trade_licence', { setValueAs: textOrNull })}
      />
      <FormButtons isPending={save.isPending} onCancel={close} />
    </form>
  );
}

export function DetailsSection({ profile }: { profile: CompanyProfile }) {
  const t = useT();
  const label = useMasterLabel();
  return (
    <EditableSection
      anchor="company-details"
      title={t('details.title')}
      view={
        <div className="flex flex-col gap-4">
          {profile.about ? (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server against an allowlist.
            <div className="job-prose" dangerouslySetInnerHTML={{ __html: profile.about }} />
          ) : (
            <p className="text-slate-600">{t('details.noAbout')}</p>
          )}
          <Facts
            items={[
              [t('details.industry'), label(profile.industry) || null],
              [
                t('details.size'),
                profile.company_size ? t('details.sizeValue', { size: profile.company_size }) : null,
              ],
              [t('details.founded'), profile.founded_year],
              [
                t('details.website'),
                profile.website ? (
                  <a key="website" href={profile.website} target="_blank" rel="noopener noreferrer">
                    {profile.website}
                  </a>
                ) : null,
              ],
              [t('details.licencePrivate'), profile.trade_licence],
            ]}
          />
        </div>
      }
      form={(close) => <DetailsForm profile={profile} close={close} />}
    />
  );
}
