import type { EmployerStatus } from '@portal/contract/applications';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useStatusLabels } from '@/lib/labels';
import { useT } from '../../i18n';
import { MoveStatusDialog } from './move-status-dialog';
import { EMPLOYER_STATUS_OPTIONS, isEmployerStatus } from './status-options';

type BulkMoveBarProps = { selected: number[]; onDone: () => void };

/** Shown while applicants are selected: "Move to <status>", optionally mailing them, after a confirmation. */
export function BulkMoveBar({ selected, onDone }: BulkMoveBarProps) {
  const [status, setStatus] = useState<EmployerStatus>('shortlisted');
  // Candidates expect to hear when their application moves: mailing is the default, untickable.
  const [notify, setNotify] = useState(true);
  const [confirming, setConfirming] = useState(false);
  const selectId = useId();
  const mailId = useId();
  const n = selected.length;
  const t = useT();
  const labels = useStatusLabels();

  return (
    <section
      aria-label={t('bulk.label')}
      className="flex flex-col gap-3 rounded-xl border border-primary-200 bg-primary-50 p-3 sm:flex-row sm:flex-wrap sm:items-center"
    >
      <p className="text-sm font-semibold text-slate-900">{t('bulk.selected', { count: n })}</p>
      <div className="flex items-center gap-2">
        <label htmlFor={selectId} className="text-sm text-slate-700">
          {t('bulk.moveTo')}
        </label>
        <select
          id={selectId}
          value={status}
          onChange={(e) => isEmployerStatus(e.target.value) && setStatus(e.target.value)}
          className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm"
        >
          {EMPLOYER_STATUS_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {labels.application(o.value)}
            </option>
          ))}
        </select>
      </div>
      <label htmlFor={mailId} className="flex items-center gap-2 text-sm text-slate-700">
        <input
          id={mailId}
          type="checkbox"
          checked={notify}
          onChange={(e) => setNotify(e.target.checked)}
          className="size-4 accent-primary-700"
        />
        {t('bulk.mail')}
      </label>
      <Button size="sm" className="sm:ms-auto" onClick={() => setConfirming(true)}>
        {t('bulk.move', { count: n })}
      </Button>
      <MoveStatusDialog
        move={confirming ? { ids: selected, status, who: t('bulk.who', { count: n }) } : null}
        notify={notify}
        onClose={() => setConfirming(false)}
        onMoved={onDone}
      />
    </section>
  );
}
