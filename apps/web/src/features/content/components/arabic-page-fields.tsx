import { PAGE_LIMITS } from '@portal/contract/pages';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { RichTextField } from '@/components/rich-text-editor';
import { ArabicSection } from '@/components/ui/arabic-section';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useT } from '../i18n';
import type { PageFormValues } from '../page-form';
import { PlanFields } from './plan-fields';

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * The page's Arabic version (issue 31), all optional and written right to left: without it, Arabic
 * readers see the English text with a note. The pricing page adds its plan cards in Arabic.
 */
export function ArabicPageFields({
  form,
  hasPlans,
}: {
  form: UseFormReturn<PageFormValues>;
  hasPlans: boolean;
}) {
  const { register, control, formState, watch } = form;
  const t = useT();
  const meta = str(watch('meta_description_ar'));
  return (
    <ArabicSection legend={t('arabic.section')} hint={t('arabic.hint')}>
      <TextField
        label={t('arabic.title')}
        dir="rtl"
        lang="ar"
        error={formState.errors.title_ar?.message}
        {...register('title_ar')}
      />
      <TextareaField
        label={t('arabic.intro')}
        dir="rtl"
        lang="ar"
        rows={3}
        className="[&_textarea]:min-h-24"
        error={formState.errors.intro_ar?.message}
        {...register('intro_ar')}
      />
      <TextareaField
        label={t('arabic.meta')}
        hint={t('fields.metaHint', { length: meta.length, max: PAGE_LIMITS.metaDescription })}
        dir="rtl"
        lang="ar"
        rows={2}
        className="[&_textarea]:min-h-20"
        error={formState.errors.meta_description_ar?.message}
        {...register('meta_description_ar')}
      />
      {hasPlans ? <PlanFields form={form} name="plans_ar" /> : null}
      <Controller
        control={control}
        name="body_ar"
        render={({ field }) => (
          <RichTextField
            label={t('arabic.body')}
            dir="rtl"
            lang="ar"
            value={str(field.value)}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={formState.errors.body_ar?.message}
            minHeightRem={12}
          />
        )}
      />
    </ArabicSection>
  );
}
