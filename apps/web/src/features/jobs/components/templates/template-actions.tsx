import { RecordActions, type RecordActionsFor } from '@/components/crud/record-actions';
import { paths } from '@/config/paths';
import { useCreateJobFromTemplate, useDeleteTemplate } from '@/features/jobs/api/template-actions';

/** Create a job from the template, view, edit, delete (confirmed). */
export function TemplateActions({ template, onViewPage = false }: RecordActionsFor) {
  const createJob = useCreateJobFromTemplate();
  const remove = useDeleteTemplate();
  const m = paths.management;
  const id = template.id;
  return (
    <RecordActions
      name={template.name}
      onViewPage={onViewPage}
      main={{
        label: 'Create job from this template',
        isPending: createJob.isPending,
        onClick: () => createJob.mutate(id),
      }}
      viewTo={m.jobTemplateView.href({ id })}
      editTo={m.jobTemplateEdit.href({ id })}
      remove={{
        title: 'Delete this template?',
        confirmLabel: 'Delete template',
        consequence: `“${template.name}” will be deleted. Jobs already created from it are not affected.`,
        isPending: remove.isPending,
        onDelete: (callbacks) => remove.mutate(id, callbacks),
        listTo: m.jobTemplates.href(),
      }}
    />
  );
}
