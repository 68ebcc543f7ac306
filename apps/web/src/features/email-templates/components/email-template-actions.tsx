import { RecordActions, type RecordActionsFor } from '@/components/crud/record-actions';
import { paths } from '@/config/paths';
import { useDeleteEmailTemplate, useDuplicateEmailTemplate } from '../api/save-email-template';
import { useT } from '../i18n';

/** Send, view, edit, tags, duplicate, delete (confirmed). */
export function EmailTemplateActions({ template, onViewPage = false }: RecordActionsFor) {
  const t = useT();
  const remove = useDeleteEmailTemplate();
  const duplicate = useDuplicateEmailTemplate();
  const m = paths.management;
  const id = template.id;
  return (
    <RecordActions
      name={template.name}
      onViewPage={onViewPage}
      main={{ label: t('actions.send'), to: `${m.emailCompose.href()}?template=${id}` }}
      viewTo={m.emailTemplateView.href({ id })}
      editTo={m.emailTemplateEdit.href({ id })}
      more={[
        { label: t('actions.tags'), to: m.emailTagsView.href({ id }) },
        {
          label: t('actions.duplicate'),
          isPending: duplicate.isPending,
          onClick: () => duplicate.mutate(id),
        },
      ]}
      remove={{
        title: t('actions.deleteTitle'),
        confirmLabel: t('actions.deleteConfirm'),
        consequence: t('actions.deleteText', { name: template.name }),
        isPending: remove.isPending,
        onDelete: (callbacks) => remove.mutate(id, callbacks),
        listTo: m.emailTemplates.href(),
      }}
    />
  );
}
