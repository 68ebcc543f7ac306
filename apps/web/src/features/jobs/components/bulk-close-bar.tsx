import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useBulkCloseJobs } from '../api/bulk-close-jobs';

type BulkCloseBarProps = { ids: number[]; onDone: () => void };

/** "Close selected", behind a confirmation naming how many jobs will close. */
export function BulkCloseBar({ ids, onDone }: BulkCloseBarProps) {
  const [open, setOpen] = useState(false);
  const bulkClose = useBulkCloseJobs();
  const n = ids.length;
  const jobs = `${n} ${n === 1 ? 'job' : 'jobs'}`;
  return (
    <div className="flex items-center gap-3">
      <span className="text-sm text-slate-700">{n ? `${jobs} selected` : 'None selected'}</span>
      <Button variant="danger-outline" size="sm" disabled={n === 0} onClick={() => setOpen(true)}>
        Close selected
      </Button>
      <ConfirmDialog
        open={open}
        title={`Close ${jobs}?`}
        confirmLabel={`Close ${jobs}`}
        variant="danger"
        isPending={bulkClose.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() =>
          bulkClose.mutate(ids, {
            onSuccess: onDone,
            onSettled: () => setOpen(false),
          })
        }
      >
        Published jobs among them stop accepting applications and leave the public search. Drafts and jobs
        already closed are left as they are.
      </ConfirmDialog>
    </div>
  );
}
