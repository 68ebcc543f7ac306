import { zodResolver } from '@hookform/resolvers/zod';
import type { CandidateProfile } from '@portal/contract/candidate-profile';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { MultiPicker } from '@/components/ui/multi-picker';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/features/candidate-profile/i18n';
import { useMasterList } from '@/lib/master-data';
import { useSaveItem } from '../api/profile-items';
import { useUpdatePersonal } from '../api/update-personal';
import { useUpdateSummary } from '../api/update-summary';
import { numberOrNull, saveWithFieldErrors, textOrNull } from '../form-values';
import { FormActions } from './form-actions';

const makeSchema = (t: ReturnType<typeof useT>) =>
  z
    .object({
      headline: z.string().trim().min(1, t('quick.headlineRequired')).max(150, t('quick.headlineMax')),
      total_experience_years: z
        .number({ error: t('quick.yearsRequired') })
        .int()
        .min(0)
        .max(60),
      skill_ids: z.array(z.number()).min(1, t('quick.skillRequired')).max(50),
      job_title: z.string().trim().max(150),
      company: z.string().trim().max(150),
      start_date: z.string().nullable(),
    })
    // The current job is optional, but a job saved needs its employer and start date. `when`
    // runs these even while other fields are invalid, so every message shows at once.
    .refine((v) => !v.job_title || !!v.company, {
      path: ['company'],
      message: t('quick.companyRequired'),
      when: () => true,
    })
    .refine((v) => !v.job_title || !!v.start_date, {
      path: ['start_date'],
      message: t('quick.startRequired'),
      when: () => true,
    });
type Input = z.input<ReturnType<typeof makeSchema>>;
type Output = z.output<ReturnType<typeof makeSchema>>;
const FIELDS = [
  'headline',
  'total_experience_years',
  'skill_ids',
  'job_title',
  'company',
  'start_date',
] as const;

/** The wizard's alternative to a CV: a headline, experience, skills and the current job. */
export function QuickProfileForm({ profile, onDone }: { profile: CandidateProfile; onDone: () => void }) {
  const t = useT();
  const schema = useMemo(() => makeSchema(t), [t]);
  const personal = useUpdatePersonal();
  const summary = useUpdateSummary();
  const employment = useSaveItem('employments');
  const { data: skills = [] } = useMasterList('skills');
  const current = profile.employments.find((e) => e.is_current);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: {
      headline: profile.headline ?? '',
      total_experience_years: profile.total_experience_years ?? undefined,
      skill_ids: profile.skills.map((s) => s.id),
      job_title: current?.job_title ?? '',
      company: current?.company ?? '',
      start_date: current?.start_date ?? null,
    },
  });
  const { register, control, formState } = form;
  const e = formState.errors;
  const pending = personal.isPending || summary.isPending || employment.isPending;

  const onSubmit = form.handleSubmit(async (v) => {
    const ok = await saveWithFieldErrors(
      async () => {
        await personal.mutateAsync({
          total_experience_years: v.total_experience_years,
          skill_ids: v.skill_ids,
        });
        await summary.mutateAsync({ headline: v.headline, summary: profile.summary });
        if (v.job_title && v.start_date) {
          const body = {
            job_title: v.job_title,
            company: v.company,
            start_date: v.start_date,
            is_current: true,
          };
          await employment.mutateAsync({ id: current?.id, body });
        }
      },
      form.setError,
      FIELDS,
    );
    if (ok) onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t('summary.headline')}
        placeholder={t('quick.headlinePlaceholder')}
        className="sm:col-span-2"
        error={e.headline?.message}
        {...register('headline')}
      />
      <TextField
        label={t('field.experienceYears')}
        type="number"
        inputMode="numeric"
        min={0}
        error={e.total_experience_years?.message}
        {...register('total_experience_years', { setValueAs: numberOrNull })}
      />
      <div className="sm:col-span-2">
        <Controller
          control={control}
          name="skill_ids"
          render={({ field, fieldState }) => (
            <MultiPicker
              legend={t('skills.title')}
              findLabel={t('skills.find')}
              options={skills}
              value={field.value}
              onChange={field.onChange}
              max={50}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
      <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-medium text-slate-800">
          {t.rich('quick.currentJob', {
            muted: (chunks) => <span className="font-normal text-slate-500">{chunks}</span>,
          })}
        </legend>
        <TextField label={t('quick.jobTitle')} error={e.job_title?.message} {...register('job_title')} />
        <TextField label={t('quick.company')} error={e.company?.message} {...register('company')} />
        <TextField
          label={t('quick.since')}
          type="date"
          error={e.start_date?.message}
          {...register('start_date', { setValueAs: textOrNull })}
        />
      </fieldset>
      <FormActions isPending={pending} saveLabel={t('wizard.saveContinue')} />
    </form>
  );
}
