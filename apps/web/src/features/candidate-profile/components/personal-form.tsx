import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CandidateProfile,
  candidatePersonalSchema,
  languagesSchema,
  MAX_LANGUAGES,
  splitList,
} from '@portal/contract/candidate-profile';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/features/candidate-profile/i18n';
import { useUpdatePersonal } from '../api/update-personal';
import { numberOrNull, saveWithFieldErrors, textOrNull } from '../form-values';
import { FormActions } from './form-actions';
import { MasterSelect } from './master-select';

/**
 * The current location is flattened into three selects here and nested again on save; languages
 * are typed as one comma-separated line.
 */
const formSchema = candidatePersonalSchema
  .omit({ current_location: true, skill_ids: true, languages: true })
  .extend({
    country_id: z.number().nullable(),
    state_id: z.number().nullable(),
    city_id: z.number().nullable(),
    // Checked here as the list it becomes; split on save.
    languages: z.string().superRefine((text, ctx) => {
      const parsed = languagesSchema.safeParse(splitList(text));
      if (!parsed.success)
        ctx.addIssue({
          code: 'custom',
          message: parsed.error.issues[0]?.message ?? 'personal.checkLanguages',
        });
    }),
  });
type Input = z.input<typeof formSchema>;
type Output = z.output<typeof formSchema>;
const FIELDS = [
  'first_name',
  'last_name',
  'phone',
  'gender',
  'date_of_birth',
  'nationality_id',
  'country_id',
  'state_id',
  'city_id',
  'visa_status_id',
  'notice_period_id',
  'total_experience_years',
  'languages',
] as const;

type PersonalFormProps = {
  profile: CandidateProfile;
  onDone: () => void;
  onCancel?: () => void;
  saveLabel?: string;
};

export function PersonalForm({ profile: p, onDone, onCancel, saveLabel }: PersonalFormProps) {
  const t = useT();
  const genderOptions = [
    { value: 'female', label: t('gender.female') },
    { value: 'male', label: t('gender.male') },
    { value: 'unspecified', label: t('gender.unspecified') },
  ];
  const save = useUpdatePersonal();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      first_name: p.first_name,
      last_name: p.last_name,
      phone: p.phone ?? '',
      gender: p.gender,
      date_of_birth: p.date_of_birth,
      nationality_id: p.nationality?.id ?? null,
      country_id: p.current_location?.country.id ?? null,
      state_id: p.current_location?.state?.id ?? null,
      city_id: p.current_location?.city?.id ?? null,
      visa_status_id: p.visa_status?.id ?? null,
      notice_period_id: p.notice_period?.id ?? null,
      total_experience_years: p.total_experience_years,
      languages: p.languages.join(', '),
    },
  });
  const { register, control, setValue, setError, formState } = form;
  const [countryId, stateId] = useWatch({ control, name: ['country_id', 'state_id'] });
  const errors = formState.errors;

  const onSubmit = form.handleSubmit(async ({ country_id, state_id, city_id, languages, ...rest }) => {
    const body = {
      ...rest,
      languages: splitList(languages),
      current_location: country_id ? { country_id, state_id, city_id } : null,
    };
    const ok = await saveWithFieldErrors(
      () => save.mutateAsync(body),
      setError,
      FIELDS,
      (f) => f.replace(/^current_location\./, '').replace(/^languages\.\d+$/, 'languages'),
    );
    if (ok) onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t('field.firstName')}
        autoComplete="given-name"
        error={errors.first_name?.message}
        {...register('first_name')}
      />
      <TextField
        label={t('field.lastName')}
        autoComplete="family-name"
        error={errors.last_name?.message}
        {...register('last_name')}
      />
      <TextField
        label={t('personal.phone')}
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <SelectField
        label={t('personal.gender')}
        placeholder={t('field.notSpecified')}
        options={genderOptions}
        error={errors.gender?.message}
        {...register('gender', { setValueAs: textOrNull })}
      />
      <TextField
        label={t('personal.birth')}
        type="date"
        error={errors.date_of_birth?.message}
        {...register('date_of_birth', { setValueAs: textOrNull })}
      />
      <TextField
        label={t('field.experienceYears')}
        type="number"
        inputMode="numeric"
        min={0}
        max={60}
        error={errors.total_experience_years?.message}
        {...register('total_experience_years', { setValueAs: numberOrNull })}
      />
      <MasterSelect
        control={control}
        name="nationality_id"
        list="countries"
        label={t('personal.nationality')}
        findLabel={t('field.findCountry')}
      />
      <MasterSelect control={control} name="visa_status_id" list="visa_statuses" label={t('personal.visa')} />
      <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-medium text-slate-800">{t('field.whereNow')}</legend>
        <MasterSelect
          control={control}
          name="country_id"
          list="countries"
          label={t('field.country')}
          onPicked={() => {
            setValue('state_id', null);
            setValue('city_id', null);
          }}
        />
        <MasterSelect
          control={control}
          name="state_id"
          list="states"
          label={t('field.state')}
          parentId={countryId ?? null}
          placeholder={countryId ? t('field.any') : t('field.countryFirst')}
          disabled={!countryId}
          onPicked={() => setValue('city_id', null)}
        />
        <MasterSelect
          control={control}
          name="city_id"
          list="cities"
          label={t('field.city')}
          parentId={stateId ?? null}
          placeholder={stateId ? t('field.any') : t('field.stateFirst')}
          disabled={!stateId}
        />
      </fieldset>
      <MasterSelect
        control={control}
        name="notice_period_id"
        list="notice_periods"
        label={t('personal.notice')}
      />
      <TextField
        label={t('personal.languages')}
        placeholder={t('field.languagesPlaceholder')}
        hint={t('field.languagesHint', { max: MAX_LANGUAGES })}
        error={
          errors.languages?.message === 'personal.checkLanguages'
            ? t('personal.checkLanguages')
            : errors.languages?.message
        }
        {...register('languages')}
      />
      <FormActions isPending={save.isPending} onCancel={onCancel} saveLabel={saveLabel} />
    </form>
  );
}
