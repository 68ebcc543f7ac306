import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useBulkCloseJobs } from '../api/bulk-close-jobs';
import { useT } from '../i18n';

type BulkCloseBarProps = { ids: number[]; onDone: () => void };

/** "Close selected", behind a confirmation naming how many jobs will close. */
export function BulkCloseBar({ ids, onDone }: BulkCloseBarProps) {
  const [open, setOpen] = useState(false);
  const bulkClose = useBulkCloseJobs();
  const n = ids.length;
  const t = useT();
  return (
    <div className="flex items-center gap-3">
      <span className="text-sm text-slate-700">{n ? t('bulk.selected', { count: n }) : t('bulk.none')}</span>
      <Button variant="danger-outline" size="sm" disabled={n === 0} onClick={() => setOpen(true)}>
        {t('bulk.close')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('bulk.title', { count: n })}
        confirmLabel={t('bulk.confirm', { count: n })}
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
        {t('bulk.text')}
      </ConfirmDialog>
    </div>
  );
}
