import type { JobTemplate } from '@portal/contract/jobs';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDeleteButton } from '@/components/ui/confirm-delete-button';
import { paths } from '@/config/paths';
import { useCreateJobFromTemplate, useDeleteTemplate } from '@/features/jobs/api/template-actions';

type TemplateActionsProps = {
  template: Pick<JobTemplate, 'id' | 'name'>;
  /** On the view page, View is left out and deleting returns to the list. */
  onViewPage?: boolean;
};

/** Create a job from the template, view, edit, delete (confirmed). */
export function TemplateActions({ template, onViewPage = false }: TemplateActionsProps) {
  const navigate = useNavigate();
  const createJob = useCreateJobFromTemplate();
  const remove = useDeleteTemplate();
  const m = paths.management;
  // In the list every row has the same buttons, so each names its template.
  const named = (action: string) => (onViewPage ? undefined : `${action}: ${template.name}`);
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        isPending={createJob.isPending}
        aria-label={named('Create job from this template')}
        onClick={() => createJob.mutate(template.id)}
      >
        Create job from this template
      </Button>
      {onViewPage ? null : (
        <ButtonLink
          to={m.jobTemplateView.href({ id: template.id })}
          variant="secondary"
          size="sm"
          aria-label={named('View')}
        >
          View
        </ButtonLink>
      )}
      <ButtonLink
        to={m.jobTemplateEdit.href({ id: template.id })}
        variant="secondary"
        size="sm"
        aria-label={named('Edit')}
      >
        Edit
      </ButtonLink>
      <ConfirmDeleteButton
        ariaLabel={named('Delete')}
        title="Delete this template?"
        confirmLabel="Delete template"
        isPending={remove.isPending}
        onDelete={(settled) =>
          remove.mutate(template.id, {
            onSettled: settled,
            onSuccess: () => {
              if (onViewPage) navigate(m.jobTemplates.href());
            },
          })
        }
      >
        “{template.name}” will be deleted. Jobs already created from it are not affected.
      </ConfirmDeleteButton>
    </div>
  );
}
