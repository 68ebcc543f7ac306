import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDeleteButton } from '@/components/ui/confirm-delete-button';
import { useT } from '../i18n';

/** What a record's own actions component takes: the record, and whether it is drawn on the record's page. */
export type RecordActionsFor = {
  template: { id: number; name: string };
  /** On the view page, View is left out and deleting returns to the list. */
  onViewPage?: boolean;
};

/** A button of a record's row or page: a link when it has `to`, else it calls `onClick`. */
export type RecordAction = { label: string; to?: string; onClick?: () => void; isPending?: boolean };

type RecordActionsProps = {
  /** The record's name: in a list every row has the same buttons, so each names its record. */
  name: string;
  /** On the record's own page, View is left out and deleting returns to the list. */
  onViewPage: boolean;
  /** The record's main action, drawn first and filled. */
  main: RecordAction;
  viewTo: string;
  editTo: string;
  /** Buttons after Edit (Tags, Duplicate). */
  more?: RecordAction[];
  remove: {
    title: string;
    confirmLabel: string;
    /** What deleting does (and does not) change. */
    consequence: ReactNode;
    isPending: boolean;
    /** Deletes; `onSettled` closes the dialog, `onSuccess` leaves the view page for the list. */
    onDelete: (callbacks: { onSettled: () => void; onSuccess: () => void }) => void;
    listTo: string;
  };
};

/** Main action, View, Edit, any more, and Delete (confirmed): the buttons of a record in a list or on its page. */
export function RecordActions({
  name,
  onViewPage,
  main,
  viewTo,
  editTo,
  more = [],
  remove,
}: RecordActionsProps) {
  const navigate = useNavigate();
  const t = useT();
  const named = (action: string) => (onViewPage ? undefined : t('record.named', { action, name }));
  const button = (action: RecordAction, primary = false) => {
    const variant = primary ? undefined : 'secondary';
    return action.to ? (
      <ButtonLink
        key={action.label}
        to={action.to}
        variant={variant}
        size="sm"
        aria-label={named(action.label)}
      >
        {action.label}
      </ButtonLink>
    ) : (
      <Button
        key={action.label}
        variant={variant}
        size="sm"
        isPending={action.isPending}
        aria-label={named(action.label)}
        onClick={action.onClick}
      >
        {action.label}
      </Button>
    );
  };
  return (
    <div className="flex flex-wrap gap-2">
      {button(main, true)}
      {onViewPage ? null : button({ label: t('action.view'), to: viewTo })}
      {button({ label: t('action.edit'), to: editTo })}
      {more.map((action) => button(action))}
      <ConfirmDeleteButton
        ariaLabel={named(t('action.delete'))}
        title={remove.title}
        confirmLabel={remove.confirmLabel}
        isPending={remove.isPending}
        onDelete={(settled) =>
          remove.onDelete({
            onSettled: settled,
            onSuccess: () => {
              // navigate() rejects only for another origin; a page that fails shows its error page.
              if (onViewPage) void navigate(remove.listTo);
            },
          })
        }
      >
        {remove.consequence}
      </ConfirmDeleteButton>
    </div>
  );
}
