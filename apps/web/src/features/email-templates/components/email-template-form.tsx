import { zodResolver } from '@hookform/resolvers/zod';
import {
  type EmailTemplateInput,
  emailTemplateInputSchema,
  unknownTags,
} from '@portal/contract/recruiter-email';
import { useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { SaveCancelBar } from '@/components/crud/save-cancel-bar';
import { type RichTextEditorHandle, RichTextField } from '@/components/rich-text-editor';
import { TextField } from '@/components/ui/text-field';
import { useUnsavedChanges } from '@/components/ui/unsaved-changes';
import { paths } from '@/config/paths';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { errorToast, successToast } from '@/lib/toasts';
import { useEmailPreview } from '../api/preview';
import { useSaveEmailTemplate } from '../api/save-email-template';
import { useT } from '../i18n';
import { EmailPreviewPane } from './email-preview-pane';
import { MergeTagPicker } from './merge-tag-picker';

type EmailTemplateFormProps = { templateId?: string; defaultValues: EmailTemplateInput };

const FIELDS = ['name', 'subject', 'body'] as const;

/** Name, subject and message with merge tags, and the live preview beside them. */
export function EmailTemplateForm({ templateId, defaultValues }: EmailTemplateFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const save = useSaveEmailTemplate(templateId);
  const form = useForm<EmailTemplateInput>({
    resolver: zodResolver(emailTemplateInputSchema),
    defaultValues,
  });
  const { register, handleSubmit, setError, control, setValue, getValues, formState } = form;
  const unsaved = useUnsavedChanges(formState.isDirty);
  const editor = useRef<RichTextEditorHandle>(null);
  const subjectInput = useRef<HTMLInputElement | null>(null);
  const [target, setTarget] = useState<'subject' | 'body'>('body');
  const [subject, body] = useWatch({ control, name: ['subject', 'body'] });
  const preview = useEmailPreview({ subject: subject ?? '', body: body ?? '' });
  const unknown = unknownTags(`${subject ?? ''} ${body ?? ''}`);

  const insert = (tag: string) => {
    if (target === 'body') {
      editor.current?.insertText(tag);
      return;
    }
    const input = subjectInput.current;
    const current = getValues('subject') ?? '';
    const start = input?.selectionStart ?? current.length;
    const end = input?.selectionEnd ?? current.length;
    setValue('subject', current.slice(0, start) + tag + current.slice(end), { shouldDirty: true });
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(start + tag.length, start + tag.length);
    });
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      successToast(saved);
      unsaved.saved();
      // navigate() rejects only for another origin; a page that fails shows its error page.
      void navigate(paths.management.emailTemplateView.href({ id: saved.data.id }));
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, FIELDS)) errorToast(error);
    }
  });

  const subjectField = register('subject');
  return (
    <>
      <form onSubmit={onSubmit} noValidate className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <TextField
            label={t('form.name')}
            hint={t('form.nameHint')}
            error={formState.errors.name?.message}
            {...register('name')}
          />
          <TextField
            label={t('form.subject')}
            error={formState.errors.subject?.message}
            {...subjectField}
            ref={(el) => {
              subjectField.ref(el);
              subjectInput.current = el;
            }}
            onFocus={() => setTarget('subject')}
          />
          <MergeTagPicker onInsert={insert} target={target} />
          <div onFocusCapture={() => setTarget('body')}>
            <Controller
              control={control}
              name="body"
              render={({ field }) => (
                <RichTextField
                  label={t('form.message')}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={(handle) => {
                    editor.current = handle;
                    field.ref(handle);
                  }}
                  error={formState.errors.body?.message}
                  minHeightRem={16}
                />
              )}
            />
          </div>
          <SaveCancelBar
            className="border-t border-slate-200 pt-4"
            cancelTo={
              templateId
                ? paths.management.emailTemplateView.href({ id: templateId })
                : paths.management.emailTemplates.href()
            }
            isPending={formState.isSubmitting}
            saveLabel={t('form.save')}
          />
        </div>
        <div className="min-w-0 lg:sticky lg:top-24 lg:self-start">
          <EmailPreviewPane
            preview={preview.data}
            isFetching={preview.isFetching}
            notice={
              unknown.length > 0
                ? t('form.unknownTags', { tags: unknown.map((tag) => `{{${tag}}}`).join(', ') })
                : null
            }
          />
        </div>
      </form>
      {unsaved.prompt}
    </>
  );
}
