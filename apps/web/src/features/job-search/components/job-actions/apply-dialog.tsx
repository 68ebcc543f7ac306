import { COVER_NOTE_MAX } from '@portal/contract/applications';
import type { ApplicationSource } from '@portal/contract/reports';
import type { PublicScreeningQuestion } from '@portal/contract/screening';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/textarea-field';
import { useApplyJob } from '@/features/job-search/api/apply-job';
import { usePublicJob } from '@/features/job-search/api/get-public-job';
import { applySourceOf } from '@/features/job-search/apply-source';
import { useT } from '@/features/job-search/i18n';
import { isApiError } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/form-errors';
import { chooseText } from '@/lib/intl/bilingual';
import { useLocale } from '@/lib/intl/locale-context';
import { ApplyDocuments } from './apply-documents';
import {
  type ApplyFormValues,
  answerProblems,
  emptyAnswers,
  ScreeningAnswerFields,
  toAnswers,
} from './screening-answer-fields';

type ApplyDialogProps = {
  job: { id: number; title: string; title_ar?: string | null };
  open: boolean;
  onClose: () => void;
  source?: ApplicationSource;
};

/**
 * One step: the profile and the chosen CV go with the application, the employer's screening
 * questions are answered here, and a cover note (from a saved letter or written here) is optional. The questions come with the job (its page has
 * loaded it already; from a result card it is fetched as the dialog opens).
 */
export function ApplyDialog({ job, open, onClose, source }: ApplyDialogProps) {
  const t = useT();
  const details = usePublicJob(String(job.id));
  const questions = details.data?.screening_questions;
  const apply = useApplyJob();
  // The title the page shows: the Arabic one on an Arabic page when the job has one.
  const title = chooseText(useLocale(), job.title, job.title_ar ?? details.data?.title_ar).text;
  return (
    <Dialog
      open={open}
      onClose={apply.isPending ? undefined : onClose}
      title={t('dialog.title', { title })}
      className="max-h-[90vh] max-w-lg overflow-y-auto"
    >
      {questions ? (
        <ApplyForm job={job} questions={questions} apply={apply} onClose={onClose} source={source} />
      ) : details.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {t('dialog.loadError')}
        </p>
      ) : (
        <p role="status" className="mt-3 py-6 text-center text-sm text-slate-600">
          {t('dialog.loading')}
        </p>
      )}
    </Dialog>
  );
}

function ApplyForm({
  job,
  questions,
  apply,
  onClose,
  source,
}: {
  job: { id: number };
  questions: PublicScreeningQuestion[];
  apply: ReturnType<typeof useApplyJob>;
  onClose: () => void;
  source?: ApplicationSource;
}) {
  const t = useT();
  const form = useForm<ApplyFormValues>({
    defaultValues: { cover_note: '', cv_id: '', answers: emptyAnswers(questions) },
  });
  const { errors } = form.formState;
  const note = form.watch('cover_note') ?? '';

  /** Each message under its question (the first one focused); false when none of them is a field's. */
  const showProblems = (problems: [string, string][]) => {
    let shown = false;
    for (const [key, message] of problems) {
      const field = key === 'cover_note' ? 'cover_note' : `answers.${key.replace(/^answers\./, '')}`;
      if (field !== 'cover_note' && !questions.some((q) => `answers.${q.id}` === field)) continue;
      form.setError(field as 'cover_note', { type: 'server', message }, { shouldFocus: !shown });
      shown = true;
    }
    return shown;
  };

  const submit = form.handleSubmit(async (values) => {
    const cover = (values.cover_note ?? '').trim();
    const problems = answerProblems(questions, values.answers, t);
    if (cover.length > COVER_NOTE_MAX)
      problems.push(['cover_note', t('dialog.coverTooLong', { max: COVER_NOTE_MAX })]);
    if (problems.length) {
      showProblems(problems);
      return;
    }
    try {
      await apply.mutateAsync({
        job_id: job.id,
        cover_note: cover || undefined,
        answers: toAnswers(questions, values.answers),
        ...(values.cv_id ? { cv_id: Number(values.cv_id) } : {}),
        ...applySourceOf(job.id, source),
      });
      onClose();
    } catch (error) {
      // Field problems stay in the dialog; anything else (409, closed job) was toasted: close.
      const fields = serverFieldErrors(error, 400);
      if (!(fields && showProblems(Object.entries(fields))) && isApiError(error)) onClose();
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-4">
        <p className="text-sm text-slate-700">{t('dialog.intro')}</p>
        <ApplyDocuments />
        <ScreeningAnswerFields questions={questions} errors={errors} />
        <TextareaField
          label={t('dialog.cover')}
          placeholder={t('dialog.coverPlaceholder')}
          maxLength={COVER_NOTE_MAX}
          error={errors.cover_note?.message}
          hint={t('dialog.count', { count: note.length, max: COVER_NOTE_MAX })}
          {...form.register('cover_note')}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose} disabled={apply.isPending}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" isPending={apply.isPending}>
            {t('dialog.send')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
