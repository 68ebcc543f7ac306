import { RecordActions, type RecordActionsFor } from '@/components/crud/record-actions';
import { paths } from '@/config/paths';
import { useDeleteEmailTemplate, useDuplicateEmailTemplate } from '../api/save-email-template';

/** Send, view, edit, tags, duplicate, delete (confirmed). */
export function EmailTemplateActions({ template, onViewPage = false }: RecordActionsFor) {
  const remove = useDeleteEmailTemplate();
  const duplicate = useDuplicateEmailTemplate();
  const m = paths.management;
  const id = template.id;
  return (
    <RecordActions
      name={template.name}
      onViewPage={onViewPage}
      main={{ label: 'Send', to: `${m.emailCompose.href()}?template=${id}` }}
      viewTo={m.emailTemplateView.href({ id })}
      editTo={m.emailTemplateEdit.href({ id })}
      more={[
        { label: 'Tags', to: m.emailTagsView.href({ id }) },
        { label: 'Duplicate', isPending: duplicate.isPending, onClick: () => duplicate.mutate(id) },
      ]}
      remove={{
        title: 'Delete this e-mail template?',
        confirmLabel: 'Delete template',
        consequence: `“${template.name}” will be deleted. Mails already sent from it are not affected.`,
        isPending: remove.isPending,
        onDelete: (callbacks) => remove.mutate(id, callbacks),
        listTo: m.emailTemplates.href(),
      }}
    />
  );
}
