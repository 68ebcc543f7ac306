import type { JobTemplate } from '@portal/contract/jobs';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { useCreateJobFromTemplate, useDeleteTemplate } from '../api/template-actions';

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
  const [confirm, setConfirm] = useState(false);
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
      <Button
        variant="danger-outline"
        size="sm"
        aria-label={named('Delete')}
        onClick={() => setConfirm(true)}
      >
        Delete
      </Button>
      <ConfirmDialog
        open={confirm}
        title="Delete this template?"
        confirmLabel="Delete template"
        variant="danger"
        isPending={remove.isPending}
        onCancel={() => setConfirm(false)}
        onConfirm={() =>
          remove.mutate(template.id, {
            onSettled: () => setConfirm(false),
            onSuccess: () => {
              if (onViewPage) navigate(m.jobTemplates.href());
            },
          })
        }
      >
        “{template.name}” will be deleted. Jobs already created from it are not affected.
      </ConfirmDialog>
    </div>
  );
}
