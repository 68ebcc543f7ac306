import type { JobStatus } from '@portal/contract/jobs';
import { clsx } from 'clsx';
import { useStatusLabels } from '@/lib/labels';

const TONE: Record<JobStatus, string> = {
  draft: 'bg-slate-100 text-slate-700 ring-slate-300',
  published: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  closed: 'bg-amber-50 text-amber-900 ring-amber-200',
  expired: 'bg-red-50 text-red-800 ring-red-200',
};

export function JobStatusBadge({ status }: { status: JobStatus }) {
  const labels = useStatusLabels();
  return (
    <span
      className={clsx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1', TONE[status])}
    >
      {labels.job(status)}
    </span>
  );
}
