import type { CandidateInterview } from '@portal/contract/interviews';
import { useFormat } from '@/lib/intl/format';
import { useStatusLabels } from '@/lib/labels';
import { browserTimeZone } from '@/lib/zoned-time';
import { useT } from '../i18n';

const RESPONSE_KEY = {
  pending: 'response.pending',
  accepted: 'response.accepted',
  declined: 'response.declined',
  reschedule_requested: 'response.reschedule_requested',
} as const satisfies Record<CandidateInterview['response'], string>;

/** One interview as the candidate reads it: when (in their own zone, named), how, where, the note. */
export function InterviewDetails({ interview: i }: { interview: CandidateInterview }) {
  const t = useT();
  const f = useFormat();
  const labels = useStatusLabels();
  const hour = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
  return (
    <div className="flex flex-col gap-1">
      <p className="text-lg font-semibold text-slate-900">
        <bdi>{i.job.title}</bdi>{' '}
        <span className="font-normal text-slate-600">
          {t.rich('details.at', { organisation: <bdi>{i.organisation}</bdi> })}
        </span>
      </p>
      <p className="text-slate-800">
        {f.date(i.starts_at, { weekday: 'short', day: 'numeric', month: 'short', ...hour })}–
        {f.date(i.ends_at, hour)}{' '}
        <span className="text-sm text-slate-500">{t('details.yourTime', { zone: browserTimeZone() })}</span>
      </p>
      <p className="text-sm text-slate-700">
        {labels.interviewKind(i.kind)} · {t('details.minutes', { count: i.duration_minutes })}
        {i.location ? (
          <>
            {' · '}
            <bdi>{i.location}</bdi>
          </>
        ) : null}
      </p>
      {i.video_url ? (
        <a
          href={i.video_url}
          className="text-sm font-medium text-primary-700 underline"
          rel="noopener noreferrer"
          target="_blank"
        >
          {t('details.join')}
        </a>
      ) : null}
      {i.note ? (
        <p dir="auto" className="mt-1 rounded-lg bg-slate-50 p-2 text-sm text-slate-700">
          {i.note}
        </p>
      ) : null}
      <p className="mt-1 text-sm font-medium text-slate-800">
        {i.status === 'cancelled'
          ? t('details.cancelled')
          : t('details.answer', { answer: t(RESPONSE_KEY[i.response]) })}
        {i.response_message ? (
          <>
            {' – “'}
            <bdi>{i.response_message}</bdi>”
          </>
        ) : null}
      </p>
    </div>
  );
}
