import { zodResolver } from '@hookform/resolvers/zod';
import { type CandidateProfile, candidateSummarySchema } from '@portal/contract/candidate-profile';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { EditableSection } from '@/components/ui/section-card';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useT } from '@/features/candidate-profile/i18n';
import { useUpdateSummary } from '../api/update-summary';
import { saveWithFieldErrors } from '../form-values';
import { FormActions } from './form-actions';

type Input = z.input<typeof candidateSummarySchema>;
type Output = z.output<typeof candidateSummarySchema>;

function SummaryForm({ profile, close }: { profile: CandidateProfile; close: () => void }) {
  const t = useT();
  const save = useUpdateSummary();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(candidateSummarySchema),
    defaultValues: { headline: profile.headline ?? '', summary: profile.summary ?? '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    if (await saveWithFieldErrors(() => save.mutateAsync(body), form.setError, ['headline', 'summary']))
      close();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextField
        label={t('summary.headline')}
        hint={t('summary.headlineHint')}
        maxLength={150}
        error={errors.headline?.message}
        {...form.register('headline')}
      />
      <TextareaField
        label={t('summary.summary')}
        rows={6}
        maxLength={4000}
        error={errors.summary?.message}
        {...form.register('summary')}
      />
      <FormActions isPending={save.isPending} onCancel={close} />
    </form>
  );
}

export function SummarySection({ profile }: { profile: CandidateProfile }) {
  const t = useT();
  return (
    <EditableSection
      anchor="summary"
      title={t('summary.title')}
      view={
        profile.headline || profile.summary ? (
          <div>
            {profile.headline ? (
              <p dir="auto" className="font-medium text-slate-900">
                {profile.headline}
              </p>
            ) : null}
            {profile.summary ? (
              <p dir="auto" className="mt-2 whitespace-pre-line text-slate-700">
                {profile.summary}
              </p>
            ) : null}
          </div>
        ) : (
          <p className="text-slate-600">{t('summary.empty')}</p>
        )
      }
      form={(close) => <SummaryForm profile={profile} close={close} />}
    />
  );
}
