import type { ApplicationStatus } from '@portal/contract/candidate-enums';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorToast } from '@/lib/toasts';
import { downloadSentOffer, useApplicationOffers, useCloseJob, useWithdrawOffer } from '../api/offers';
import { useT } from '../i18n';
import { MakeOfferDialog } from './make-offer-dialog';
import { OfferStatusBadge } from './offer-status-badge';
import { OfferTerms } from './offer-terms';

const CLOSED: ApplicationStatus[] = ['hired', 'rejected', 'withdrawn'];

type Props = { applicationId: number; status: ApplicationStatus; candidate: string };

/**
 * The applicant panel's offer: "Make offer", the latest offer's status, terms and PDF, withdrawing
 * it, and once the job's openings are all filled the question whether to close the job.
 */
export function ApplicantOffer({ applicationId, status, candidate }: Props) {
  const t = useT();
  const { data, isLoading, isError } = useApplicationOffers(applicationId);
  const [making, setMaking] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const withdraw = useWithdrawOffer();
  const closeJob = useCloseJob();
  const offer = data?.offers[0];
  const canOffer = !CLOSED.includes(status) && offer?.status !== 'pending';

  const download = async (id: number) => {
    setDownloading(true);
    try {
      await downloadSentOffer(id);
    } catch (error) {
      errorToast(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section aria-labelledby={`offer-${applicationId}`} className="rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`offer-${applicationId}`} className="text-sm font-semibold text-slate-900">
          {t('applicant.title')}
        </h3>
        {canOffer && !isLoading ? (
          <Button size="sm" onClick={() => setMaking(true)}>
            {offer ? t('applicant.new') : t('applicant.make')}
          </Button>
        ) : null}
      </div>
      {isLoading ? (
        <p role="status" className="mt-2 text-sm text-slate-600">
          {t('applicant.loading')}
        </p>
      ) : isError || !data ? (
        <p role="alert" className="mt-2 text-sm text-slate-700">
          {t('applicant.error')}
        </p>
      ) : !offer ? (
        <p className="mt-2 text-sm text-slate-600">{t('applicant.none')}</p>
      ) : (
        <div className="mt-3 flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <OfferStatusBadge status={offer.status} />
            <span className="text-sm text-slate-600">
              {offer.viewed_at ? t('applicant.seen') : t('applicant.unseen')}
            </span>
          </div>
          <OfferTerms offer={offer} />
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              isPending={downloading}
              icon={<Download aria-hidden className="size-4" />}
              onClick={() => download(offer.id)}
            >
              {t('applicant.pdf')}
            </Button>
            {offer.status === 'pending' || offer.status === 'expired' ? (
              <Button variant="danger-outline" size="sm" onClick={() => setWithdrawing(true)}>
                {t('applicant.withdraw')}
              </Button>
            ) : null}
          </div>
        </div>
      )}
      {data?.job.filled ? (
        <div
          role="status"
          className="mt-3 flex flex-wrap items-center gap-3 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900"
        >
          <span className="font-medium">{t('applicant.filled')}</span>
          <Button size="sm" isPending={closeJob.isPending} onClick={() => closeJob.mutate(data.job.id)}>
            {t('applicant.closeJob')}
          </Button>
        </div>
      ) : null}
      {making ? (
        <MakeOfferDialog
          applicationId={applicationId}
          candidate={candidate}
          open
          onClose={() => setMaking(false)}
        />
      ) : null}
      <ConfirmDialog
        open={withdrawing}
        title={t('applicant.withdrawTitle')}
        confirmLabel={t('applicant.withdraw')}
        variant="danger"
        isPending={withdraw.isPending}
        onCancel={() => setWithdrawing(false)}
        onConfirm={() => offer && withdraw.mutate(offer.id, { onSettled: () => setWithdrawing(false) })}
      >
        {t('applicant.withdrawText', { candidate })}
      </ConfirmDialog>
    </section>
  );
}
