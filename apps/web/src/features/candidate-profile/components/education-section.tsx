import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CandidateProfile,
  type Education,
  educationInputSchema,
  PROFILE_LIMITS,
} from '@portal/contract/candidate-profile';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/features/candidate-profile/i18n';
import { useMasterLabel } from '@/lib/master-data';
import { useSaveItem } from '../api/profile-items';
import { numberOrNull, saveWithFieldErrors } from '../form-values';
import { FormActions } from './form-actions';
import { ItemListSection } from './item-list-section';
import { MasterSelect } from './master-select';

type Input = z.input<typeof educationInputSchema>;
type Output = z.output<typeof educationInputSchema>;
const FIELDS = [
  'education_level_id',
  'institution',
  'field_of_study',
  'start_year',
  'end_year',
  'grade',
] as const;

function EducationForm({ item, close }: { item?: Education; close: () => void }) {
  const t = useT();
  const save = useSaveItem('educations');
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(educationInputSchema),
    defaultValues: {
      education_level_id: item?.education_level?.id ?? null,
      institution: item?.institution ?? '',
      field_of_study: item?.field_of_study ?? '',
      start_year: item?.start_year ?? null,
      end_year: item?.end_year ?? null,
      grade: item?.grade ?? '',
    },
  });
  const { register, formState, control } = form;
  const e = formState.errors;
  const onSubmit = form.handleSubmit(async (body) => {
    if (await saveWithFieldErrors(() => save.mutateAsync({ id: item?.id, body }), form.setError, FIELDS))
      close();
  });
  const year = { type: 'number', inputMode: 'numeric', min: 1950 } as const;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t('education.institution')}
        error={e.institution?.message}
        {...register('institution')}
      />
      <MasterSelect
        control={control}
        name="education_level_id"
        list="education_levels"
        label={t('education.level')}
      />
      <TextField
        label={t('education.field')}
        error={e.field_of_study?.message}
        {...register('field_of_study')}
      />
      <TextField label={t('education.grade')} error={e.grade?.message} {...register('grade')} />
      <TextField
        label={t('education.start')}
        {...year}
        error={e.start_year?.message}
        {...register('start_year', { setValueAs: numberOrNull })}
      />
      <TextField
        label={t('education.end')}
        {...year}
        hint={t('education.endHint')}
        error={e.end_year?.message}
        {...register('end_year', { setValueAs: numberOrNull })}
      />
      <FormActions isPending={save.isPending} onCancel={close} />
    </form>
  );
}

const years = (e: Education, t: ReturnType<typeof useT>) =>
  e.start_year || e.end_year
    ? t('education.years', {
        start: e.start_year ?? t('education.unknown'),
        end: e.end_year ?? t('employment.now'),
      })
    : null;

export function EducationSection({ profile }: { profile: CandidateProfile }) {
  const t = useT();
  const label = useMasterLabel();
  return (
    <ItemListSection
      anchor="educations"
      title={t('education.title')}
      kind="educations"
      addLabel={t('education.add')}
      deleteTitle={t('education.deleteTitle')}
      max={PROFILE_LIMITS.educations}
      items={profile.educations}
      empty={t('education.empty')}
      describe={(e) => e.institution}
      renderItem={(e) => (
        <>
          <p className="font-medium text-slate-900">{e.institution}</p>
          <p className="text-sm text-slate-700">
            {[label(e.education_level), e.field_of_study].filter(Boolean).join(t('items.separator'))}
          </p>
          <p className="text-sm text-slate-500">
            {[years(e, t), e.grade].filter(Boolean).join(t('items.separator'))}
          </p>
        </>
      )}
      renderForm={(item, close) => <EducationForm item={item} close={close} />}
    />
  );
}
