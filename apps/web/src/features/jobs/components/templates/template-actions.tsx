import { RecordActions, type RecordActionsFor } from '@/components/crud/record-actions';
import { paths } from '@/config/paths';
import { useCreateJobFromTemplate, useDeleteTemplate } from '@/features/jobs/api/template-actions';
import { useT } from '../../i18n';

/** Create a job from the template, view, edit, delete (confirmed). */
export function TemplateActions({ template, onViewPage = false }: RecordActionsFor) {
  const t = useT();
  const createJob = useCreateJobFromTemplate();
  const remove = useDeleteTemplate();
  const m = paths.management;
  const id = template.id;
  return (
    <RecordActions
      name={template.name}
      onViewPage={onViewPage}
      main={{
        label: t('tpl.createJob'),
        isPending: createJob.isPending,
        onClick: () => createJob.mutate(id),
      }}
      viewTo={m.jobTemplateView.href({ id })}
      editTo={m.jobTemplateEdit.href({ id })}
      remove={{
        title: t('tpl.deleteTitle'),
        confirmLabel: t('tpl.deleteConfirm'),
        consequence: t('tpl.deleteText', { name: template.name }),
        isPending: remove.isPending,
        onDelete: (callbacks) => remove.mutate(id, callbacks),
        listTo: m.jobTemplates.href(),
      }}
    />
  );
}
