import type { Interview } from '@portal/contract/interviews';
import { useT } from '../../i18n';

const TONE: Record<string, string> = {
  accepted: 'bg-emerald-100 text-emerald-800',
  declined: 'bg-red-100 text-red-800',
  reschedule_requested: 'bg-amber-100 text-amber-900',
  pending: 'bg-slate-100 text-slate-700',
  cancelled: 'bg-slate-200 text-slate-600 line-through',
};

const RESPONSE_KEY = {
  pending: 'interview.response.pending',
  accepted: 'interview.response.accepted',
  declined: 'interview.response.declined',
  reschedule_requested: 'interview.response.reschedule_requested',
} as const;

/** The candidate's answer, or "Cancelled". */
export function InterviewStatusBadge({ interview }: { interview: Pick<Interview, 'status' | 'response'> }) {
  const key = interview.status === 'cancelled' ? 'cancelled' : interview.response;
  const t = useT();
  const label = t(
    interview.status === 'cancelled' ? 'interview.cancelled' : RESPONSE_KEY[interview.response],
  );
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[key]}`}>{label}</span>;
}
