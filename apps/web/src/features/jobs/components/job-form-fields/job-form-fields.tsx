import { EMPLOYMENT_TYPES } from '@portal/contract/jobs';
import { type ReactNode, useRef } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { RichTextField } from '@/components/rich-text-editor';
import { Loading } from '@/components/ui/loading';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useEmploymentTypeLabel } from '@/lib/employment-type';
import { useMasterList } from '@/lib/master-data';
import { usePublicSettings } from '@/lib/public-settings';
import { useT } from '../../i18n';
import { ArabicFields } from './arabic-fields';
import { CompensationFields } from './compensation-fields';
import { type JobFormShape, numberOrNull, textOrNull } from './job-form-values';
import { LocationRows } from './location-rows';
import { MasterSelect } from './master-select';
import { ScreeningQuestions } from './screening-questions';
import { SkillsPicker } from './skills-picker';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="mb-4 text-lg font-semibold text-slate-900">{title}</h2>
      <div className="flex flex-col gap-4">{children}</div>
    </section>
  );
}

const LISTS = [
  'designations',
  'functional_areas',
  'industries',
  'education_levels',
  'skills',
  'countries',
  'states',
  'cities',
] as const;

/** Selects take their value when they register, so the form waits for the lists it chooses from. */
export function useJobFormListsReady(): boolean {
  const results = [
    useMasterList(LISTS[0]),
    useMasterList(LISTS[1]),
    useMasterList(LISTS[2]),
    useMasterList(LISTS[3]),
    useMasterList(LISTS[4]),
    useMasterList(LISTS[5]),
    useMasterList(LISTS[6]),
    useMasterList(LISTS[7]),
  ];
  // Once settled, stay settled: a later refetch must not unmount the form (and lose its input).
  const settled = useRef(false);
  if (results.every((r) => !r.isPending || r.isError || r.failureCount > 0)) settled.current = true;
  return settled.current;
}

type JobFormFieldsProps = {
  /** Consultancies post for a named client company. */
  showClientCompany: boolean;
  /** Jobs have a closing date; templates do not. */
  showValidThrough: boolean;
  /** Fields above the title (the template's name). */
  header?: ReactNode;
  /** A job's Arabic title and description (templates keep the English only). */
  arabic?: boolean;
};

/** The fields of a job, shared by the job form and the job-template form. */
export function JobFormFields({
  showClientCompany,
  showValidThrough,
  header,
  arabic = false,
}: JobFormFieldsProps) {
  const t = useT();
  const typeLabel = useEmploymentTypeLabel();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<JobFormShape>();
  const applyMethod = useWatch({ control, name: 'apply_method' });
  // The portal's default validity (settings); the server applies the same number.
  const validityDays = usePublicSettings().data?.job_validity_days;
  const ready = useJobFormListsReady();
  if (!ready) return <Loading />;

  return (
    <div className="flex flex-col gap-6">
      <Section title={t('fields.role')}>
        {header}
        <TextField label={t('fields.title')} error={errors.title?.message} {...register('title')} />
        {showClientCompany ? (
          <TextField
            label={t('fields.client')}
            hint={t('fields.clientHint')}
            error={errors.client_company_name?.message}
            {...register('client_company_name', { setValueAs: textOrNull })}
          />
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <MasterSelect name="designation_id" list="designations" label={t('fields.designation')} />
          <MasterSelect name="functional_area_id" list="functional_areas" label={t('fields.area')} />
          <MasterSelect name="industry_id" list="industries" label={t('fields.industry')} />
          <MasterSelect name="education_level_id" list="education_levels" label={t('fields.education')} />
        </div>
        <Controller
          control={control}
          name="description"
          render={({ field }) => (
            <RichTextField
              label={t('fields.description')}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errors.description?.message}
            />
          )}
        />
        <SkillsPicker />
      </Section>
      {arabic ? <ArabicFields /> : null}
      <Section title={t('fields.where')}>
        <LocationRows />
      </Section>
      <Section title={t('fields.experienceSalary')}>
        <CompensationFields />
      </Section>
      <Section title={t('fields.employmentApplying')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('fields.employmentType')}
            options={EMPLOYMENT_TYPES.map((e) => ({ value: e, label: typeLabel(e) }))}
            error={errors.employment_type?.message}
            {...register('employment_type')}
          />
          <TextField
            label={t('fields.openings')}
            type="number"
            min={1}
            inputMode="numeric"
            error={errors.openings?.message}
            {...register('openings', { setValueAs: numberOrNull })}
          />
          <SelectField
            label={t('fields.applyMethod')}
            options={[
              { value: 'portal', label: t('fields.applyPortal') },
              { value: 'external', label: t('fields.applyExternal') },
            ]}
            error={errors.apply_method?.message}
            {...register('apply_method')}
          />
          {showValidThrough ? (
            <TextField
              label={t('fields.closing')}
              type="date"
              hint={
                validityDays ? t('fields.closingHintDays', { count: validityDays }) : t('fields.closingHint')
              }
              error={errors.valid_through?.message}
              {...register('valid_through', { setValueAs: textOrNull })}
            />
          ) : null}
        </div>
        {applyMethod === 'external' ? (
          <TextField
            label={t('fields.applyUrl')}
            type="url"
            placeholder="https://"
            error={errors.apply_url?.message}
            {...register('apply_url', { setValueAs: textOrNull })}
          />
        ) : null}
      </Section>
      <Section title={t('fields.screening')}>
        <ScreeningQuestions />
      </Section>
    </div>
  );
}
