import type { ClientStatus } from '@portal/contract/roles';
import { clsx } from 'clsx';
import { useStatusLabels } from '@/lib/labels';

const TONE: Record<ClientStatus, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  suspended: 'bg-slate-100 text-slate-700 ring-slate-300',
  rejected: 'bg-red-50 text-red-800 ring-red-200',
};

export function StatusBadge({ status }: { status: ClientStatus }) {
  const labels = useStatusLabels();
  return (
    <span
      className={clsx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1', TONE[status])}
    >
      {labels.client(status)}
    </span>
  );
}
