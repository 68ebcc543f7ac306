import { Controller, useFormContext } from 'react-hook-form';
import { RichTextField } from '@/components/rich-text-editor';
import { TextField } from '@/components/ui/text-field';
import { useT } from '../../i18n';
import { type JobFormShape, textOrNull } from './job-form-values';

/**
 * The job's Arabic title and description (both optional; a description needs its title). Typed
 * right to left whatever the page's language.
 */
export function ArabicFields() {
  const t = useT();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<JobFormShape>();
  return (
    <section
      aria-labelledby="job-arabic-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="job-arabic-title" className="text-lg font-semibold text-slate-900">
        {t('arabic.section')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">{t('arabic.hint')}</p>
      <div className="flex flex-col gap-4">
        <TextField
          label={t('arabic.title')}
          dir="rtl"
          lang="ar"
          error={errors.title_ar?.message}
          {...register('title_ar', { setValueAs: textOrNull })}
        />
        <Controller
          control={control}
          name="description_ar"
          render={({ field }) => (
            <RichTextField
              label={t('arabic.description')}
              dir="rtl"
              lang="ar"
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errors.description_ar?.message}
            />
          )}
        />
      </div>
    </section>
  );
}
