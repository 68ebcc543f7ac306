import { FINAL_APPLICATION_STATUSES, type MyApplication } from '@portal/contract/applications';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { ApplicationStatusBadge } from '@/components/application-status/application-status-badge';
import { StatusHistory } from '@/components/application-status/status-history';
import { MessageThreadLink } from '@/components/messages/message-thread-link';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useT } from '@/features/applications/i18n';
import { useFormat } from '@/lib/intl/format';
import { useWithdrawApplication } from '../api/withdraw-application';
import { ClosedBadge, JobSummaryHeading } from './job-summary-heading';

/** One application: the job, its current status, the history on demand, and Withdraw while it is open. */
export function ApplicationCard({ application: a }: { application: MyApplication }) {
  const t = useT();
  const f = useFormat();
  const [showHistory, setShowHistory] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const withdraw = useWithdrawApplication();
  const historyId = useId();
  const canWithdraw = !FINAL_APPLICATION_STATUSES.includes(a.status);

  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <JobSummaryHeading job={a.job} />
        <div className="flex flex-wrap items-center gap-2 sm:justify-end">
          <ClosedBadge job={a.job} />
          <ApplicationStatusBadge status={a.status} />
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-slate-100 pt-3 text-sm">
        <p className="text-slate-600">
          {t.rich('card.applied', {
            date: f.date(a.applied_at),
            time: (chunks) => <time dateTime={a.applied_at}>{chunks}</time>,
          })}
        </p>
        <button
          type="button"
          aria-expanded={showHistory}
          aria-controls={historyId}
          onClick={() => setShowHistory((v) => !v)}
          className="inline-flex items-center gap-1 rounded font-semibold text-primary-800 hover:underline"
        >
          {showHistory ? t('card.hideHistory') : t('card.showHistory')}
          <ChevronDown
            aria-hidden
            className={`size-4 transition-transform ${showHistory ? 'rotate-180' : ''}`}
          />
        </button>
        <MessageThreadLink side="candidate" applicationId={a.id}>
          {t('card.message')}
        </MessageThreadLink>
        {canWithdraw ? (
          <Button
            variant="danger-outline"
            size="sm"
            className="sm:ms-auto"
            onClick={() => setConfirming(true)}
          >
            {t('card.withdraw')}
          </Button>
        ) : null}
      </div>
      <div id={historyId} hidden={!showHistory} className="mt-4">
        {showHistory ? <StatusHistory events={a.history} /> : null}
        {showHistory && a.cover_note ? (
          <div className="mt-4 rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
            <p className="font-semibold text-slate-900">{t('card.coverNote')}</p>
            <p className="mt-1 whitespace-pre-line">{a.cover_note}</p>
          </div>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('card.withdrawTitle')}
        confirmLabel={t('card.withdrawConfirm')}
        variant="danger"
        isPending={withdraw.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => withdraw.mutate(a.id, { onSettled: () => setConfirming(false) })}
      >
        {t.rich('card.withdrawText', { title: a.job.title, strong: (chunks) => <strong>{chunks}</strong> })}
      </ConfirmDialog>
    </article>
  );
}
