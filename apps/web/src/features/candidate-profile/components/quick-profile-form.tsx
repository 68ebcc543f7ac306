import { zodResolver } from '@hookform/resolvers/zod';
import type { CandidateProfile } from '@portal/contract/candidate-profile';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { MultiPicker } from '@/components/ui/multi-picker';
import { TextField } from '@/components/ui/text-field';
import { useMasterList } from '@/lib/master-data';
import { useSaveItem } from '../api/profile-items';
import { useUpdatePersonal } from '../api/update-personal';
import { useUpdateSummary } from '../api/update-summary';
import { numberOrNull, saveWithFieldErrors, textOrNull } from '../form-values';
import { FormActions } from './form-actions';

const schema = z
  .object({
    headline: z
      .string()
      .trim()
      .min(1, 'Write a headline')
      .max(150, 'Headline must be at most 150 characters'),
    total_experience_years: z.number({ error: 'Enter a number of years' }).int().min(0).max(60),
    skill_ids: z.array(z.number()).min(1, 'Choose at least one skill').max(50),
    job_title: z.string().trim().max(150),
    company: z.string().trim().max(150),
    start_date: z.string().nullable(),
  })
  // The current job is optional, but a job saved needs its employer and start date. `when`
  // runs these even while other fields are invalid, so every message shows at once.
  .refine((v) => !v.job_title || !!v.company, {
    path: ['company'],
    message: 'Company is required',
    when: () => true,
  })
  .refine((v) => !v.job_title || !!v.start_date, {
    path: ['start_date'],
    message: 'When did you start?',
    when: () => true,
  });
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;
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
        label="Headline"
        placeholder="e.g. Freight forwarding coordinator, 5 years in sea freight"
        className="sm:col-span-2"
        error={e.headline?.message}
        {...register('headline')}
      />
      <TextField
        label="Total experience (years)"
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
              legend="Skills"
              findLabel="Find a skill"
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
          Current job <span className="font-normal text-slate-500">(optional)</span>
        </legend>
        <TextField label="Current job title" error={e.job_title?.message} {...register('job_title')} />
        <TextField label="Company" error={e.company?.message} {...register('company')} />
        <TextField
          label="Since"
          type="date"
          error={e.start_date?.message}
          {...register('start_date', { setValueAs: textOrNull })}
        />
      </fieldset>
      <FormActions isPending={pending} saveLabel="Save and continue" />
    </form>
  );
}
