import type { ReactNode } from 'react';
import { useT } from '../i18n';
import { Button, type ButtonVariant } from './button';
import { Dialog } from './dialog';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  variant?: ButtonVariant;
  isPending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  variant = 'primary',
  isPending,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useT();
  return (
    <Dialog open={open} onClose={isPending ? undefined : onCancel} title={title} className="max-w-md">
      <div className="mt-3 text-sm text-slate-700">{children}</div>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="ghost" onClick={onCancel} disabled={isPending}>
          {t('action.cancel')}
        </Button>
        <Button variant={variant} onClick={onConfirm} isPending={isPending}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
