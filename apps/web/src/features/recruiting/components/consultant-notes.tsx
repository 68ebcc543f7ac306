import { zodResolver } from '@hookform/resolvers/zod';
import { type FeedbackInput, feedbackInputSchema } from '@portal/contract/candidates';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/textarea-field';
import { useProfile } from '@/lib/auth';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useFormat } from '@/lib/intl/format';
import { errorToast } from '@/lib/toasts';
import { useAddNote, useNotes } from '../api/consultant-notes';
import { useT } from '../i18n';

/**
 * Staff-only notes on a candidate (consultant feedback). Renders nothing for a user without the
 * candidates.feedback permission; the server refuses them anyway and never shows notes to candidates.
 */
export function ConsultantNotes({ candidateId }: { candidateId: number }) {
  const canRead = useProfile().data?.permissions.includes('candidates.feedback') ?? false;
  if (!canRead) return null;
  return <Notes candidateId={candidateId} />;
}

function Notes({ candidateId }: { candidateId: number }) {
  const t = useT();
  const f = useFormat();
  const notes = useNotes(candidateId);
  const add = useAddNote(candidateId);
  const form = useForm<FeedbackInput>({
    resolver: zodResolver(feedbackInputSchema),
    defaultValues: { body: '' },
  });
  const onSubmit = form.handleSubmit((input) =>
    add.mutate(input, {
      onSuccess: () => form.reset({ body: '' }),
      onError: (error) => {
        if (!applyServerFieldErrors(error, form.setError, ['body'])) errorToast(error);
      },
    }),
  );

  return (
    <section
      aria-labelledby="consultant-notes-title"
      className="rounded-xl border border-amber-200 bg-amber-50/60 p-4"
    >
      <h3 id="consultant-notes-title" className="text-sm font-semibold text-slate-900">
        {t('notes.title')}
      </h3>
      <p className="text-xs text-slate-600">{t('notes.help')}</p>
      {notes.isLoading ? (
        <p role="status" className="mt-3 text-sm text-slate-600">
          {t('notes.loading')}
        </p>
      ) : notes.isError ? (
        <p role="alert" className="mt-3 text-sm text-slate-700">
          {t('notes.error')}
        </p>
      ) : notes.data?.length ? (
        <ul className="mt-3 space-y-3">
          {notes.data.map((note) => (
            <li key={note.id} className="rounded-lg bg-white p-3 text-sm shadow-sm">
              <p className="whitespace-pre-line text-slate-800">{note.body}</p>
              <p className="mt-1 text-xs text-slate-500">
                {note.author?.name ?? t('notes.former')} · {f.date(note.created_at)}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-600">{t('notes.none')}</p>
      )}
      <form onSubmit={onSubmit} noValidate className="mt-3 flex flex-col gap-2">
        <TextareaField
          label={t('notes.add')}
          rows={3}
          className="[&_textarea]:min-h-20"
          error={form.formState.errors.body?.message}
          {...form.register('body')}
        />
        <Button type="submit" size="sm" variant="secondary" isPending={add.isPending} className="self-end">
          {t('notes.save')}
        </Button>
      </form>
    </section>
  );
}
