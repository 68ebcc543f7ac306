import { zodResolver } from '@hookform/resolvers/zod';
import { jobTemplateInputSchema } from '@portal/contract/jobs';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { SaveCancelBar } from '@/components/crud/save-cancel-bar';
import { TextField } from '@/components/ui/text-field';
import { useUnsavedChanges } from '@/components/ui/unsaved-changes';
import { paths } from '@/config/paths';
import { type TemplateInput, useSaveTemplate } from '@/features/jobs/api/save-template';
import { JobFormFields } from '@/features/jobs/components/job-form-fields/job-form-fields';
import type { JobFormShape } from '@/features/jobs/components/job-form-fields/job-form-values';
import { applyJobFormErrors } from '@/features/jobs/components/job-form-fields/server-errors';
import { errorToast, successToast } from '@/lib/toasts';
import { useT } from '../../i18n';

type Input = z.input<typeof jobTemplateInputSchema>;

type TemplateFormProps = { templateId?: string; defaultValues: JobFormShape; showClientCompany: boolean };

/** A job template: a name and the same fields as a job, without status or closing date. */
export function TemplateForm({ templateId, defaultValues, showClientCompany }: TemplateFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const save = useSaveTemplate(templateId);
  const { valid_through: _unused, ...values } = defaultValues;
  const form = useForm<Input, unknown, TemplateInput>({
    resolver: zodResolver(jobTemplateInputSchema),
    defaultValues: { name: '', ...values },
  });
  const { register, handleSubmit, setError, getValues, formState } = form;
  const unsaved = useUnsavedChanges(formState.isDirty);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      successToast(saved);
      unsaved.saved();
      // navigate() rejects only for another origin; a page that fails shows its error page.
      void navigate(paths.management.jobTemplateView.href({ id: saved.data.id }));
    } catch (error) {
      // One message per problem: under its field when it has one, otherwise a toast.
      if (!applyJobFormErrors(error, setError, getValues('locations')?.length ?? 0)) errorToast(error);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        <JobFormFields
          showClientCompany={showClientCompany}
          showValidThrough={false}
          header={
            <TextField
              label={t('tpl.name')}
              hint={t('tpl.nameHint')}
              error={formState.errors.name?.message}
              {...register('name')}
            />
          }
        />
        <SaveCancelBar
          className="sticky bottom-0 z-10 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border"
          cancelTo={
            templateId
              ? paths.management.jobTemplateView.href({ id: templateId })
              : paths.management.jobTemplates.href()
          }
          isPending={formState.isSubmitting}
          saveLabel={t('tpl.save')}
        />
      </form>
      {unsaved.prompt}
    </FormProvider>
  );
}
