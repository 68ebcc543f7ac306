import {
  COVER_LETTER_BODY_MAX,
  COVER_LETTER_TITLE_MAX,
  type CoverLetter,
  type CoverLetterInput,
} from '@portal/contract/candidate-documents';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useSaveCoverLetter } from '@/features/candidate-documents/api/cover-letters';
import { useT } from '@/features/candidate-documents/i18n';
import { serverFieldErrors } from '@/lib/form-errors';
import { errorToast } from '@/lib/toasts';

type EditorProps = { letter: CoverLetter | null; onDone: () => void };

/** Writes a new cover letter or edits one: a title and up to 5,000 characters of text. */
export function CoverLetterEditor({ letter, onDone }: EditorProps) {
  const t = useT();
  const save = useSaveCoverLetter(letter?.id ?? null);
  const form = useForm<CoverLetterInput>({
    defaultValues: { title: letter?.title ?? '', body: letter?.body ?? '' },
  });
  const { errors } = form.formState;
  const body = form.watch('body') ?? '';

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      onDone();
    } catch (error) {
      const fields = serverFieldErrors(error, 400);
      if (!fields) {
        errorToast(error);
        return;
      }
      for (const [field, messages] of Object.entries(fields))
        if (field === 'title' || field === 'body')
          form.setError(field, { type: 'server', message: messages[0] }, { shouldFocus: true });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
      <TextField
        label={t('letter.title')}
        placeholder={t('letter.titlePlaceholder')}
        maxLength={COVER_LETTER_TITLE_MAX}
        error={errors.title?.message}
        {...form.register('title', { required: t('letter.titleRequired') })}
      />
      <TextareaField
        label={t('letter.body')}
        rows={8}
        maxLength={COVER_LETTER_BODY_MAX}
        error={errors.body?.message}
        hint={t('letter.count', { count: body.length, max: COVER_LETTER_BODY_MAX })}
        {...form.register('body', { required: t('letter.bodyRequired') })}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onDone} disabled={save.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" isPending={save.isPending}>
          {t('letter.save')}
        </Button>
      </div>
    </form>
  );
}
