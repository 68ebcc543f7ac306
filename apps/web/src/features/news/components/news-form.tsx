import { zodResolver } from '@hookform/resolvers/zod';
import { NEWS_MAX_TAGS, type NewsManage, newsInputSchema } from '@portal/contract/news';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { RichTextField } from '@/components/rich-text-editor';
import { ArabicSection } from '@/components/ui/arabic-section';
import { Button, ButtonLink } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useUnsavedChanges } from '@/components/ui/unsaved-changes';
import { paths } from '@/config/paths';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { errorToast } from '@/lib/toasts';
import { useSaveArticle } from '../api';
import { useT } from '../i18n';

/** The form's own shape: tags as one comma-separated line, the date as a local date-time input. */
const makeFormSchema = (tooManyTags: string) =>
  newsInputSchema
    .pick({
      title: true,
      summary: true,
      body: true,
      title_ar: true,
      summary_ar: true,
      body_ar: true,
      source_url: true,
    })
    .extend({
      tags: z.string().refine((v) => splitTags(v).length <= NEWS_MAX_TAGS, tooManyTags),
      published_at: z.string(),
    });
type FormValues = z.input<ReturnType<typeof makeFormSchema>>;
const FIELDS = [
  'title',
  'summary',
  'body',
  'title_ar',
  'summary_ar',
  'body_ar',
  'source_url',
  'tags',
  'published_at',
] as const;

const splitTags = (v: string) =>
  v
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
/** ISO -> the value of an <input type="datetime-local"> in the browser's time zone. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** `idea`: a new article's keyword (what job seekers search for), given as its title and tag to start from. */
export function NewsForm({ article, idea }: { article?: NewsManage; idea?: string }) {
  const t = useT();
  const navigate = useNavigate();
  const save = useSaveArticle(article?.id);
  const formSchema = useMemo(() => makeFormSchema(t('form.maxTags', { max: NEWS_MAX_TAGS })), [t]);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      title: article?.title ?? (idea ? idea.charAt(0).toUpperCase() + idea.slice(1) : ''),
      summary: article?.summary ?? '',
      body: article?.body_html ?? '',
      title_ar: article?.title_ar ?? '',
      summary_ar: article?.summary_ar ?? '',
      body_ar: article?.body_html_ar ?? '',
      source_url: article?.source_url ?? '',
      tags: article?.tags.join(', ') ?? idea ?? '',
      published_at: toLocalInput(article?.published_at ?? null),
    },
  });
  const { register, handleSubmit, setError, control, formState, reset } = form;
  const unsaved = useUnsavedChanges(formState.isDirty);
  const published = article?.status === 'published';

  const submit = (status: 'draft' | 'published') =>
    handleSubmit(async (values) => {
      try {
        const saved = await save.mutateAsync({
          title: values.title,
          summary: values.summary,
          body: values.body,
          title_ar: values.title_ar || null,
          summary_ar: values.summary_ar || null,
          body_ar: values.body_ar || null,
          source_url: values.source_url || null,
          tags: splitTags(values.tags),
          status,
          published_at: values.published_at ? new Date(values.published_at).toISOString() : null,
        });
        unsaved.saved();
        reset(values);
        // navigate() rejects only for another origin; a page that fails shows its error page.
        if (!article)
          void navigate(paths.admin.logisticsNewsEdit.href({ id: saved.data.id }), { replace: true });
      } catch (error) {
        if (!applyServerFieldErrors(error, setError, FIELDS)) errorToast(error);
      }
    });

  return (
    <>
      <form
        onSubmit={submit(published ? 'published' : 'draft')}
        noValidate
        className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <TextField label={t('form.title')} error={formState.errors.title?.message} {...register('title')} />
        <TextareaField
          label={t('form.summary')}
          hint={t('form.summaryHint')}
          rows={3}
          error={formState.errors.summary?.message}
          {...register('summary')}
        />
        <Controller
          control={control}
          name="body"
          render={({ field }) => (
            <RichTextField
              label={t('form.article')}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={formState.errors.body?.message}
              minHeightRem={18}
            />
          )}
        />
        <ArabicSection legend={t('arabic.section')} hint={t('arabic.hint')}>
          <TextField
            label={t('arabic.title')}
            dir="rtl"
            lang="ar"
            error={formState.errors.title_ar?.message}
            {...register('title_ar')}
          />
          <TextareaField
            label={t('arabic.summary')}
            dir="rtl"
            lang="ar"
            rows={3}
            error={formState.errors.summary_ar?.message}
            {...register('summary_ar')}
          />
          <Controller
            control={control}
            name="body_ar"
            render={({ field }) => (
              <RichTextField
                label={t('arabic.body')}
                dir="rtl"
                lang="ar"
                value={typeof field.value === 'string' ? field.value : ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={formState.errors.body_ar?.message}
                minHeightRem={12}
              />
            )}
          />
        </ArabicSection>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label={t('form.source')}
            type="url"
            dir="ltr"
            placeholder="https://"
            error={formState.errors.source_url?.message}
            {...register('source_url')}
          />
          <TextField
            label={t('form.tags')}
            hint={t('form.tagsHint')}
            error={formState.errors.tags?.message}
            {...register('tags')}
          />
          <TextField
            label={t('form.date')}
            type="datetime-local"
            hint={t('form.dateHint')}
            error={formState.errors.published_at?.message}
            {...register('published_at')}
          />
        </div>
        <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
          <ButtonLink to={paths.admin.logisticsNews.href()} variant="ghost">
            {t('form.back')}
          </ButtonLink>
          {published ? (
            <>
              <Button variant="secondary" isPending={formState.isSubmitting} onClick={submit('draft')}>
                {t('form.unpublish')}
              </Button>
              <Button type="submit" isPending={formState.isSubmitting}>
                {t('form.saveChanges')}
              </Button>
            </>
          ) : (
            <>
              <Button type="submit" variant="secondary" isPending={formState.isSubmitting}>
                {t('form.saveDraft')}
              </Button>
              <Button isPending={formState.isSubmitting} onClick={submit('published')}>
                {t('form.publish')}
              </Button>
            </>
          )}
        </div>
      </form>
      {unsaved.prompt}
    </>
  );
}
