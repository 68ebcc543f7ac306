import { INTERVIEW_RESPONSE_LABELS, type Interview } from '@portal/contract/interviews';

const TONE: Record<string, string> = {
  accepted: 'bg-emerald-100 text-emerald-800',
  declined: 'bg-red-100 text-red-800',
  reschedule_requested: 'bg-amber-100 text-amber-900',
  pending: 'bg-slate-100 text-slate-700',
  cancelled: 'bg-slate-200 text-slate-600 line-through',
};

/** The candidate's answer, or "Cancelled". */
export function InterviewStatusBadge({ interview }: { interview: Pick<Interview, 'status' | 'response'> }) {
  const key = interview.status === 'cancelled' ? 'cancelled' : interview.response;
  const label =
    interview.status === 'cancelled' ? 'Cancelled' : INTERVIEW_RESPONSE_LABELS[interview.response];
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[key]}`}>{label}</span>;
}
