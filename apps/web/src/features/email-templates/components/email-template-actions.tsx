import type { EmailTemplate } from '@portal/contract/recruiter-email';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDeleteButton } from '@/components/ui/confirm-delete-button';
import { paths } from '@/config/paths';
import { useDeleteEmailTemplate, useDuplicateEmailTemplate } from '../api/save-email-template';

type EmailTemplateActionsProps = {
  template: Pick<EmailTemplate, 'id' | 'name'>;
  /** On the view page, View is left out and deleting returns to the list. */
  onViewPage?: boolean;
};

/** View, edit, tags, duplicate, delete (confirmed). */
export function EmailTemplateActions({ template, onViewPage = false }: EmailTemplateActionsProps) {
  const navigate = useNavigate();
  const remove = useDeleteEmailTemplate();
  const duplicate = useDuplicateEmailTemplate();
  const m = paths.management;
  // In the list every row has the same buttons, so each names its template.
  const named = (action: string) => (onViewPage ? undefined : `${action}: ${template.name}`);
  return (
    <div className="flex flex-wrap gap-2">
      <ButtonLink
        to={`${m.emailCompose.href()}?template=${template.id}`}
        size="sm"
        aria-label={named('Send')}
      >
        Send
      </ButtonLink>
      {onViewPage ? null : (
        <ButtonLink
          to={m.emailTemplateView.href({ id: template.id })}
          variant="secondary"
          size="sm"
          aria-label={named('View')}
        >
          View
        </ButtonLink>
      )}
      <ButtonLink
        to={m.emailTemplateEdit.href({ id: template.id })}
        variant="secondary"
        size="sm"
        aria-label={named('Edit')}
      >
        Edit
      </ButtonLink>
      <ButtonLink
        to={m.emailTagsView.href({ id: template.id })}
        variant="secondary"
        size="sm"
        aria-label={named('Tags')}
      >
        Tags
      </ButtonLink>
      <Button
        variant="secondary"
        size="sm"
        isPending={duplicate.isPending}
        aria-label={named('Duplicate')}
        onClick={() => duplicate.mutate(template.id)}
      >
        Duplicate
      </Button>
      <ConfirmDeleteButton
        ariaLabel={named('Delete')}
        title="Delete this e-mail template?"
        confirmLabel="Delete template"
        isPending={remove.isPending}
        onDelete={(settled) =>
          remove.mutate(template.id, {
            onSettled: settled,
            onSuccess: () => {
              if (onViewPage) navigate(m.emailTemplates.href());
            },
          })
        }
      >
        “{template.name}” will be deleted. Mails already sent from it are not affected.
      </ConfirmDeleteButton>
    </div>
  );
}
