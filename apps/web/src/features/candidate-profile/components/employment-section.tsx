import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CandidateProfile,
  type Employment,
  employmentInputSchema,
  PROFILE_LIMITS,
} from '@portal/contract/candidate-profile';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useT } from '@/features/candidate-profile/i18n';
import { useFormat } from '@/lib/intl/format';
import { useSaveItem } from '../api/profile-items';
import { saveWithFieldErrors, textOrNull } from '../form-values';
import { FormActions } from './form-actions';
import { ItemListSection } from './item-list-section';
import { MasterSelect } from './master-select';

type Input = z.input<typeof employmentInputSchema>;
type Output = z.output<typeof employmentInputSchema>;
const FIELDS = [
  'company',
  'job_title',
  'designation_id',
  'location',
  'start_date',
  'end_date',
  'is_current',
  'description',
] as const;

function EmploymentForm({ item, close }: { item?: Employment; close: () => void }) {
  const t = useT();
  const save = useSaveItem('employments');
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(employmentInputSchema),
    defaultValues: {
      company: item?.company ?? '',
      job_title: item?.job_title ?? '',
      designation_id: item?.designation?.id ?? null,
      location: item?.location ?? '',
      start_date: item?.start_date ?? '',
      end_date: item?.end_date ?? null,
      is_current: item?.is_current ?? false,
      description: item?.description ?? '',
    },
  });
  const { register, formState, control, setValue } = form;
  const current = useWatch({ control, name: 'is_current' });
  const e = formState.errors;
  const onSubmit = form.handleSubmit(async (body) => {
    if (await saveWithFieldErrors(() => save.mutateAsync({ id: item?.id, body }), form.setError, FIELDS))
      close();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField label={t('employment.jobTitle')} error={e.job_title?.message} {...register('job_title')} />
      <TextField label={t('employment.company')} error={e.company?.message} {...register('company')} />
      <MasterSelect
        control={control}
        name="designation_id"
        list="designations"
        label={t('employment.designation')}
      />
      <TextField
        label={t('employment.location')}
        placeholder={t('employment.locationPlaceholder')}
        error={e.location?.message}
        {...register('location')}
      />
      <TextField
        label={t('employment.start')}
        type="date"
        error={e.start_date?.message}
        {...register('start_date')}
      />
      <TextField
        label={t('employment.end')}
        type="date"
        disabled={!!current}
        error={e.end_date?.message}
        {...register('end_date', { setValueAs: textOrNull })}
      />
      <label className="flex items-center gap-2 text-sm text-slate-800 sm:col-span-2">
        <input
          type="checkbox"
          className="size-4 accent-primary-700"
          {...register('is_current', { onChange: (ev) => ev.target.checked && setValue('end_date', null) })}
        />
        {t('employment.current')}
      </label>
      <TextareaField
        label={t('employment.description')}
        rows={4}
        className="sm:col-span-2"
        error={e.description?.message}
        {...register('description')}
      />
      <FormActions isPending={save.isPending} onCancel={close} />
    </form>
  );
}

export function EmploymentSection({ profile }: { profile: CandidateProfile }) {
  const t = useT();
  const f = useFormat();
  const date = (value: string | null) => (value ? f.date(value) : '');
  return (
    <ItemListSection
      anchor="employments"
      title={t('employment.title')}
      kind="employments"
      addLabel={t('employment.add')}
      deleteTitle={t('employment.deleteTitle')}
      max={PROFILE_LIMITS.employments}
      items={profile.employments}
      empty={t('employment.empty')}
      describe={(j) => t('employment.describe', { title: j.job_title, company: j.company })}
      renderItem={(j) => (
        <>
          <p className="font-medium text-slate-900">{j.job_title}</p>
          <p className="text-sm text-slate-700">
            {[j.company, j.location].filter(Boolean).join(t('items.separator'))}
          </p>
          <p className="text-sm text-slate-500">
            {t('employment.period', {
              start: date(j.start_date),
              end: j.is_current ? t('employment.now') : date(j.end_date),
            })}
          </p>
          {j.description ? (
            <p className="mt-2 whitespace-pre-line text-sm text-slate-700">{j.description}</p>
          ) : null}
        </>
      )}
      renderForm={(item, close) => <EmploymentForm item={item} close={close} />}
    />
  );
}
