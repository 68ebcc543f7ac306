import type { EmployerStatus } from '@portal/contract/applications';
import { APPLICATION_STATUS_LABELS } from '@portal/contract/candidate-enums';
import { useEffect, useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useMoveApplicants } from '../../api/move-applicants';

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
  const label = move ? APPLICATION_STATUS_LABELS[move.status] : '';

  return (
    <ConfirmDialog
      open={open}
      title={`Move to ${label}?`}
      confirmLabel={`Move to ${label}`}
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
        {move?.who} will be moved to <strong>{label}</strong>. Withdrawn applications are left as they are.
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
          Mail the {move && move.ids.length > 1 ? 'candidates' : 'candidate'}
          <span className="block text-xs text-slate-600">
            A short message from the default template for this status, with the job title and your company.
          </span>
        </span>
      </label>
    </ConfirmDialog>
  );
}
