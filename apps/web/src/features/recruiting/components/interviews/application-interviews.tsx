import type { Interview } from '@portal/contract/interviews';
import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useFormat } from '@/lib/intl/format';
import { useStatusLabels } from '@/lib/labels';
import { browserTimeZone } from '@/lib/zoned-time';
import { useApplicationInterviews, useCancelInterview } from '../../api/interviews';
import { useT } from '../../i18n';
import { InterviewStatusBadge } from './interview-badges';
import { InterviewForm } from './interview-form';

type Props = { applicationId: number; candidateName: string; closed: boolean };

/** The applicant panel's interviews: the list, "Schedule interview", change and cancel (confirmed). */
export function ApplicationInterviews({ applicationId, candidateName, closed }: Props) {
  const t = useT();
  const labels = useStatusLabels();
  const { data, isLoading } = useApplicationInterviews(applicationId);
  const cancel = useCancelInterview();
  const f = useFormat();
  const when = (iso: string) =>
    f.date(iso, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
  const [editing, setEditing] = useState<Interview | 'new' | null>(null);
  const [cancelling, setCancelling] = useState<Interview | null>(null);

  return (
    <section className="border-t border-slate-200 pt-4" aria-labelledby={`interviews-${applicationId}`}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3
          id={`interviews-${applicationId}`}
          className="text-sm font-semibold tracking-wide text-slate-500 uppercase"
        >
          {t('interviews.title')}
        </h3>
        {closed ? null : (
          <Button
            size="sm"
            icon={<CalendarPlus aria-hidden className="size-4" />}
            onClick={() => setEditing('new')}
          >
            {t('interviews.schedule')}
          </Button>
        )}
      </div>
      {isLoading ? (
        <p role="status" className="text-sm text-slate-600">
          {t('interview.loading')}
        </p>
      ) : !data?.length ? (
        <p className="text-sm text-slate-600">{t('interviews.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {data.map((i) => (
            <li key={i.id} className="rounded-lg border border-slate-200 p-3">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-slate-900">{when(i.starts_at)}</span>
                <span className="text-xs text-slate-500">({browserTimeZone()})</span>
                <InterviewStatusBadge interview={i} />
              </div>
              <p className="mt-1 text-sm text-slate-600">
                {labels.interviewKind(i.kind)} · {t('interview.min', { count: i.duration_minutes })}
                {i.office ? ` · ${i.office.name}` : ''} · {i.interviewers.map((p) => p.name).join(', ')}
              </p>
              {i.response_message ? (
                <p className="mt-1 text-sm text-amber-900">
                  {t('interviews.candidateSaid', { message: i.response_message })}
                </p>
              ) : null}
              {i.status === 'scheduled' ? (
                <div className="mt-2 flex gap-2">
                  <Button size="sm" variant="secondary" onClick={() => setEditing(i)}>
                    {t('interviews.reschedule')}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setCancelling(i)}>
                    {t('interviews.cancel')}
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <InterviewForm
          applicationId={applicationId}
          candidateName={candidateName}
          interview={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={cancelling !== null}
        title={t('interviews.cancelTitle')}
        confirmLabel={t('interviews.cancel')}
        variant="danger"
        isPending={cancel.isPending}
        onConfirm={() => cancelling && cancel.mutate(cancelling.id, { onSettled: () => setCancelling(null) })}
        onCancel={() => setCancelling(null)}
      >
        {t('interviews.cancelText')}
      </ConfirmDialog>
    </section>
  );
}
