import { PAGE_LIMITS } from '@portal/contract/pages';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { RichTextField } from '@/components/rich-text-editor';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useT } from '../i18n';
import type { PageFormValues } from '../page-form';
import { ArabicPageFields } from './arabic-page-fields';
import { PlanFields } from './plan-fields';

/**
 * The editor's inputs: title, introduction, meta description, body, the plans where the page has
 * them, and the Arabic version.
 */
export function PageFields({ form, hasPlans }: { form: UseFormReturn<PageFormValues>; hasPlans: boolean }) {
  const { register, control, formState, watch } = form;
  const t = useT();
  const meta = watch('meta_description') ?? '';
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <TextField label={t('fields.title')} error={formState.errors.title?.message} {...register('title')} />
      <TextareaField
        label={t('fields.intro')}
        hint={t('fields.introHint')}
        rows={3}
        className="[&_textarea]:min-h-24"
        error={formState.errors.intro?.message}
        {...register('intro')}
      />
      <TextareaField
        label={t('fields.meta')}
        hint={t('fields.metaHint', { length: meta.length, max: PAGE_LIMITS.metaDescription })}
        rows={2}
        className="[&_textarea]:min-h-20"
        error={formState.errors.meta_description?.message}
        {...register('meta_description')}
      />
      {hasPlans ? <PlanFields form={form} /> : null}
      <Controller
        control={control}
        name="body"
        render={({ field }) => (
          <RichTextField
            label={t('fields.body')}
            hint={t('fields.bodyHint')}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={formState.errors.body?.message}
            minHeightRem={18}
          />
        )}
      />
      <ArabicPageFields form={form} hasPlans={hasPlans} />
    </div>
  );
}
