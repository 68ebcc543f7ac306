import {
  type CandidateInterview,
  INTERVIEW_KIND_LABELS,
  INTERVIEW_RESPONSE_LABELS,
} from '@portal/contract/interviews';
import { browserTimeZone, formatLocalHour, formatLocalTime } from '@/lib/zoned-time';

/** One interview as the candidate reads it: when (in their own zone, named), how, where, the note. */
export function InterviewDetails({ interview: i }: { interview: CandidateInterview }) {
  return (
    <div className="flex flex-col gap-1">
      <p className="text-lg font-semibold text-slate-900">
        {i.job.title} <span className="font-normal text-slate-600">at {i.organisation}</span>
      </p>
      <p className="text-slate-800">
        {formatLocalTime(i.starts_at)}–{formatLocalHour(i.ends_at)}{' '}
        <span className="text-sm text-slate-500">(your time, {browserTimeZone()})</span>
      </p>
      <p className="text-sm text-slate-700">
        {INTERVIEW_KIND_LABELS[i.kind]} · {i.duration_minutes} minutes
        {i.location ? ` · ${i.location}` : ''}
      </p>
      {i.video_url ? (
        <a
          href={i.video_url}
          className="text-sm font-medium text-primary-700 underline"
          rel="noopener noreferrer"
          target="_blank"
        >
          Join the video call
        </a>
      ) : null}
      {i.note ? <p className="mt-1 rounded-lg bg-slate-50 p-2 text-sm text-slate-700">{i.note}</p> : null}
      <p className="mt-1 text-sm font-medium text-slate-800">
        {i.status === 'cancelled'
          ? 'This interview has been cancelled.'
          : `Your answer: ${INTERVIEW_RESPONSE_LABELS[i.response]}`}
        {i.response_message ? ` – “${i.response_message}”` : ''}
      </p>
    </div>
  );
}
