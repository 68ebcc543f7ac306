import type { EmployerStatus } from '@portal/contract/applications';
import { useEffect, useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useStatusLabels } from '@/lib/labels';
import { useMoveApplicants } from '../../api/move-applicants';
import { useT } from '../../i18n';

type MoveStatusDialogProps = {
  /** The applications to move; null closes the dialog. */
  move: { ids: number[]; status: EmployerStatus; who: string } | null;
  /** Whether "Mail the candidates" starts ticked (the bulk bar's choice; ticked unless unticked there). */
  notify?: boolean;
  onClose: () => void;
  onMoved?: () => void;
};

/** Confirms a status move (one applicant or many), with the choice to mail the candidates. */
export function MoveStatusDialog({ move, notify = true, onClose, onMoved }: MoveStatusDialogProps) {
  const mutation = useMoveApplicants();
  const [mail, setMail] = useState(notify);
  const mailId = useId();
  const open = move !== null;
  // Each opening starts from the caller's choice.
  useEffect(() => {
    if (open) setMail(notify);
  }, [open, notify]);
  const t = useT();
  const labels = useStatusLabels();
  const label = move ? labels.application(move.status) : '';

  return (
    <ConfirmDialog
      open={open}
      title={t('move.title', { status: label })}
      confirmLabel={t('move.confirm', { status: label })}
      isPending={mutation.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (!move) return;
        mutation.mutate(
          { application_ids: move.ids, status: move.status, notify: mail },
          {
            onSuccess: () => onMoved?.(),
            onSettled: onClose,
          },
        );
      }}
    >
      <p>
        {t.rich('move.body', {
          who: move?.who ?? '',
          status: label,
          b: (chunks) => <strong>{chunks}</strong>,
        })}
      </p>
      <label htmlFor={mailId} className="mt-4 flex items-start gap-2">
        <input
          id={mailId}
          type="checkbox"
          checked={mail}
          onChange={(e) => setMail(e.target.checked)}
          className="mt-0.5 size-4 accent-primary-700"
        />
        <span>
          {t('move.mail', { count: move?.ids.length ?? 1 })}
          <span className="block text-xs text-slate-600">{t('move.mailHelp')}</span>
        </span>
      </label>
    </ConfirmDialog>
  );
}
