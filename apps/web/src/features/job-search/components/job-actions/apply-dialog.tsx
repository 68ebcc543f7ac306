import { zodResolver } from '@hookform/resolvers/zod';
import { applyInputSchema, COVER_NOTE_MAX } from '@portal/contract/applications';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/textarea-field';
import { useApplyJob } from '@/features/job-search/api/apply-job';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';

const formSchema = applyInputSchema.pick({ cover_note: true });

type ApplyDialogProps = { job: { id: number; title: string }; open: boolean; onClose: () => void };

/** One step: the profile and CV go with the application; a cover note is optional. */
export function ApplyDialog({ job, open, onClose }: ApplyDialogProps) {
  const apply = useApplyJob();
  const form = useForm({ resolver: zodResolver(formSchema), defaultValues: { cover_note: '' } });
  const note = form.watch('cover_note') ?? '';

  const submit = form.handleSubmit(async (values) => {
    try {
      await apply.mutateAsync({ job_id: job.id, cover_note: values.cover_note });
      onClose();
    } catch (error) {
      // Field problems stay in the dialog; anything else (409, closed job) was toasted: close.
      if (!applyServerFieldErrors(error, form.setError, ['cover_note']) && isApiError(error)) onClose();
    }
  });

  return (
    <Dialog
      open={open}
      onClose={apply.isPending ? undefined : onClose}
      title={`Apply for ${job.title}`}
      className="max-w-lg"
    >
      <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-4">
        <p className="text-sm text-slate-700">
          Your profile and your current CV are sent to the employer with this application.
        </p>
        <TextareaField
          label="Cover note (optional)"
          placeholder="A few lines on why you fit this role"
          maxLength={COVER_NOTE_MAX}
          error={form.formState.errors.cover_note?.message}
          hint={`${note.length} / ${COVER_NOTE_MAX}`}
          {...form.register('cover_note')}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose} disabled={apply.isPending}>
            Cancel
          </Button>
          <Button type="submit" isPending={apply.isPending}>
            Send application
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
