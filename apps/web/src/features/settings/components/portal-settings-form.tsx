import { zodResolver } from '@hookform/resolvers/zod';
import { RETENTION_GRACE_DAYS, RETENTION_MONTHS } from '@portal/contract/consents';
import {
  type AdminSettings,
  JOB_VALIDITY_DAYS,
  type SettingsUpdate,
  settingsUpdateSchema,
} from '@portal/contract/settings';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useUnsavedChanges } from '@/components/ui/unsaved-changes';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { errorToast } from '@/lib/toasts';
import { useUpdatePortalSettings } from '../api/update-portal-settings';
import { useT } from '../i18n';
import { PortalLogo } from './portal-logo';
import { SettingsCard } from './settings-card';
import {
  changedFields,
  SETTINGS_FIELDS,
  type SettingsFormValues,
  toFormValues,
} from './settings-form-values';
import { SocialFields } from './social-fields';
import { ThemeColourField } from './theme-colour-field';

/**
 * The portal's settings in sections, saved together: only the changed fields are sent, each
 * server message shows under its input, and leaving with unsaved changes asks first.
 */
export function PortalSettingsForm({ settings }: { settings: AdminSettings }) {
  const t = useT();
  const save = useUpdatePortalSettings();
  const form = useForm<SettingsFormValues, unknown, SettingsUpdate>({
    resolver: zodResolver(settingsUpdateSchema),
    values: toFormValues(settings),
  });
  const { register, handleSubmit, setError, formState, control, getValues, reset } = form;
  const unsaved = useUnsavedChanges(formState.isDirty);
  const color = useWatch({ control, name: 'theme_color' }) ?? '';

  const onSubmit = handleSubmit(async () => {
    try {
      await save.mutateAsync(changedFields(getValues(), formState.dirtyFields));
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, SETTINGS_FIELDS)) errorToast(error);
    }
  });
  const errors = formState.errors;

  return (
    <form onSubmit={onSubmit} noValidate className="flex min-w-0 flex-col gap-6">
      <SettingsCard id="identity" title={t('form.identity')} description={t('form.identityText')}>
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
          <TextField
            label={t('form.siteName')}
            className="min-w-0"
            error={errors.site_name?.message}
            {...register('site_name')}
          />
          <PortalLogo url={settings.logo_url} siteName={settings.site_name} />
        </div>
      </SettingsCard>

      <SettingsCard id="theme" title={t('form.theme')} description={t('form.themeText')}>
        <ThemeColourField
          register={register}
          setValue={form.setValue}
          color={color}
          error={errors.theme_color?.message}
        />
      </SettingsCard>

      <SettingsCard id="contact" title={t('form.contact')} description={t('form.contactText')}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label={t('form.contactEmail')}
            type="email"
            dir="ltr"
            autoComplete="off"
            className="min-w-0"
            error={errors.contact_email?.message}
            {...register('contact_email')}
          />
          <TextField
            label={t('form.whatsapp')}
            type="tel"
            dir="ltr"
            hint={t('form.whatsappHint')}
            className="min-w-0"
            error={errors.whatsapp?.message}
            {...register('whatsapp')}
          />
        </div>
      </SettingsCard>

      <SettingsCard id="social-links" title={t('form.social')} description={t('form.socialText')}>
        <SocialFields register={register} errors={errors} />
      </SettingsCard>

      <SettingsCard id="jobs" title={t('form.jobs')} description={t('form.jobsText')}>
        <TextField
          label={t('form.validity')}
          inputMode="numeric"
          hint={t('form.validityHint', { min: JOB_VALIDITY_DAYS.min, max: JOB_VALIDITY_DAYS.max })}
          className="max-w-xs"
          error={errors.job_validity_days?.message}
          {...register('job_validity_days')}
        />
      </SettingsCard>

      <SettingsCard
        id="retention"
        title={t('form.retention')}
        description={t('form.retentionText', { days: RETENTION_GRACE_DAYS })}
      >
        <TextField
          label={t('form.retentionMonths')}
          inputMode="numeric"
          hint={t('form.retentionHint', { min: RETENTION_MONTHS.min, max: RETENTION_MONTHS.max })}
          className="max-w-xs"
          error={errors.candidate_retention_months?.message}
          {...register('candidate_retention_months')}
        />
      </SettingsCard>

      <SettingsCard
        id="languages"
        title={t('arabic.digits.section')}
        description={t('arabic.digits.description')}
      >
        <SelectField
          label={t('arabic.digits.label')}
          className="max-w-md"
          options={[
            { value: 'latn', label: t('arabic.digits.latn') },
            { value: 'arab', label: t('arabic.digits.arab') },
          ]}
          error={errors.arabic_digits?.message}
          {...register('arabic_digits')}
        />
      </SettingsCard>

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
        <p className="me-auto text-sm text-slate-600 max-sm:sr-only" aria-live="polite">
          {formState.isDirty ? t('form.unsaved') : t('form.saved')}
        </p>
        <Button variant="ghost" disabled={!formState.isDirty || save.isPending} onClick={() => reset()}>
          {t('form.discard')}
        </Button>
        <Button type="submit" isPending={save.isPending} disabled={!formState.isDirty}>
          {t('form.save')}
        </Button>
      </div>
      {unsaved.prompt}
    </form>
  );
}
