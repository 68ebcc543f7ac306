import type { ApplicationStatus } from '@portal/contract/candidate-enums';
import { clsx } from 'clsx';
import { useStatusLabels } from '@/lib/labels';

const TONE: Record<ApplicationStatus, string> = {
  applied: 'bg-sky-50 text-sky-900 ring-sky-200',
  shortlisted: 'bg-indigo-50 text-indigo-900 ring-indigo-200',
  interview: 'bg-violet-50 text-violet-900 ring-violet-200',
  offered: 'bg-amber-50 text-amber-900 ring-amber-200',
  hired: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  rejected: 'bg-red-50 text-red-800 ring-red-200',
  withdrawn: 'bg-slate-100 text-slate-700 ring-slate-300',
};

/** An application's status, coloured by stage; the same on the candidate's and the employer's pages. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const labels = useStatusLabels();
  return (
    <span
      className={clsx(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
        TONE[status],
      )}
    >
      {labels.application(status)}
    </span>
  );
}
