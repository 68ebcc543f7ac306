import { type ReactNode, useState } from 'react';
import { useT } from '../i18n';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

type ConfirmDeleteButtonProps = {
  /** Names what is deleted where several rows show the same button ("Delete: Forklift driver"). */
  ariaLabel?: string;
  title: string;
  confirmLabel: string;
  /** What deleting does (and does not) change, shown in the dialog. */
  children: ReactNode;
  isPending: boolean;
  /** Deletes; calls `settled` once the request is over, which closes the dialog. */
  onDelete: (settled: () => void) => void;
};

/** A small "Delete" button that asks first: nothing is deleted until the dialog is confirmed. */
export function ConfirmDeleteButton({
  ariaLabel,
  title,
  confirmLabel,
  children,
  isPending,
  onDelete,
}: ConfirmDeleteButtonProps) {
  const [open, setOpen] = useState(false);
  const t = useT();
  return (
    <>
      <Button variant="danger-outline" size="sm" aria-label={ariaLabel} onClick={() => setOpen(true)}>
        {t('action.delete')}
      </Button>
      <ConfirmDialog
        open={open}
        title={title}
        confirmLabel={confirmLabel}
        variant="danger"
        isPending={isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() => onDelete(() => setOpen(false))}
      >
        {children}
      </ConfirmDialog>
    </>
  );
}
