import type { ApplicationStatus } from '@portal/contract/candidate-enums';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorToast } from '@/lib/toasts';
import { downloadSentOffer, useApplicationOffers, useCloseJob, useWithdrawOffer } from '../api/offers';
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
          Offer
        </h3>
        {canOffer && !isLoading ? (
          <Button size="sm" onClick={() => setMaking(true)}>
            {offer ? 'Make a new offer' : 'Make offer'}
          </Button>
        ) : null}
      </div>
      {isLoading ? (
        <p role="status" className="mt-2 text-sm text-slate-600">
          Loading the offer...
        </p>
      ) : isError || !data ? (
        <p role="alert" className="mt-2 text-sm text-slate-700">
          The offer could not be loaded.
        </p>
      ) : !offer ? (
        <p className="mt-2 text-sm text-slate-600">No offer made yet.</p>
      ) : (
        <div className="mt-3 flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <OfferStatusBadge status={offer.status} />
            <span className="text-sm text-slate-600">
              {offer.viewed_at ? 'Seen by the candidate' : 'Not opened yet'}
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
              Download offer PDF
            </Button>
            {offer.status === 'pending' || offer.status === 'expired' ? (
              <Button variant="danger-outline" size="sm" onClick={() => setWithdrawing(true)}>
                Withdraw offer
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
          <span className="font-medium">All openings are filled — close the job?</span>
          <Button size="sm" isPending={closeJob.isPending} onClick={() => closeJob.mutate(data.job.id)}>
            Close the job
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
        title="Withdraw this offer?"
        confirmLabel="Withdraw offer"
        variant="danger"
        isPending={withdraw.isPending}
        onCancel={() => setWithdrawing(false)}
        onConfirm={() => offer && withdraw.mutate(offer.id, { onSettled: () => setWithdrawing(false) })}
      >
        {candidate} is told by e-mail and can no longer accept it. The application stays at Offered.
      </ConfirmDialog>
    </section>
  );
}
