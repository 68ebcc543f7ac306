import { zodResolver } from '@hookform/resolvers/zod';
import { type JobInput, type JobStatus, jobInputSchema } from '@portal/contract/jobs';
import { useRef } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button, ButtonLink } from '@/components/ui/button';
import { useUnsavedChanges } from '@/components/ui/unsaved-changes';
import { paths } from '@/config/paths';
import { JobFormFields } from '@/features/jobs/components/job-form-fields/job-form-fields';
import type { JobFormShape } from '@/features/jobs/components/job-form-fields/job-form-values';
import { applyJobFormErrors } from '@/features/jobs/components/job-form-fields/server-errors';
import { errorToast, successToast } from '@/lib/toasts';
import { useSaveJob } from '../api/save-job';
import { useT } from '../i18n';
import { OrganisationField } from './organisation-field';

type Input = z.input<typeof jobInputSchema>;

type JobFormProps = {
  /** Absent when creating. */
  jobId?: string;
  status?: JobStatus;
  defaultValues: JobFormShape;
  showClientCompany: boolean;
  /** Staff who post for any organisation choose it (creation only). */
  showOrganisation?: boolean;
};

/** Create or edit a job: "Save draft" keeps it private, "Save and publish" puts it in the search. */
export function JobForm({
  jobId,
  status,
  defaultValues,
  showClientCompany,
  showOrganisation = false,
}: JobFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const save = useSaveJob(jobId);
  const publishAfter = useRef(false);
  const form = useForm<Input, unknown, JobInput>({
    resolver: zodResolver(jobInputSchema),
    defaultValues,
  });
  const { handleSubmit, setError, getValues, formState } = form;
  const published = status === 'published';
  const unsaved = useUnsavedChanges(formState.isDirty);

  const onSubmit = handleSubmit(async (input) => {
    const values = input;
    const publish = publishAfter.current && !published;
    try {
      const saved = await save.mutateAsync({ body: values, publish });
      successToast(saved);
      unsaved.saved();
      // navigate() rejects only for another origin; a page that fails shows its error page.
      void navigate(paths.management.jobsView.href({ id: saved.data.id }));
    } catch (error) {
      // One message per problem: under its field when it has one, otherwise a toast.
      if (!applyJobFormErrors(error, setError, getValues('locations')?.length ?? 0)) errorToast(error);
    }
  });
  const submit = (publish: boolean) => () => {
    publishAfter.current = publish;
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        <JobFormFields
          showClientCompany={showClientCompany}
          showValidThrough
          arabic
          header={showOrganisation ? <OrganisationField /> : undefined}
        />
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap justify-end gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
          <ButtonLink
            to={jobId ? paths.management.jobsView.href({ id: jobId }) : paths.management.jobs.href()}
            variant="ghost"
          >
            {t('form.cancel')}
          </ButtonLink>
          {published ? (
            <Button type="submit" isPending={formState.isSubmitting} onClick={submit(false)}>
              {t('form.saveChanges')}
            </Button>
          ) : (
            <>
              <Button
                type="submit"
                variant="secondary"
                disabled={formState.isSubmitting}
                onClick={submit(false)}
              >
                {status === undefined || status === 'draft' ? t('form.saveDraft') : t('form.saveChanges')}
              </Button>
              <Button type="submit" isPending={formState.isSubmitting} onClick={submit(true)}>
                {t('form.publish')}
              </Button>
            </>
          )}
        </div>
      </form>
      {unsaved.prompt}
    </FormProvider>
  );
}
