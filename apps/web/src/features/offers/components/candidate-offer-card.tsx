import { calendarDayText } from '@portal/contract/format';
import type { Offer, OfferAnswer } from '@portal/contract/offers';
import { Download } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { OfferStatusBadge } from './offer-status-badge';
import { OfferTerms } from './offer-terms';

type Answer = OfferAnswer['answer'];
type Props = {
  offer: Offer;
  /** The PDF: a link (the mailed link's page) or a download through the session. */
  pdf: ReactNode;
  answering: boolean;
  onAnswer: (answer: Answer, settled: () => void) => void;
};

/** An offer as the candidate sees it: terms, the letter, its PDF, and Accept / Decline (each asked first). */
export function CandidateOfferCard({ offer, pdf, answering, onAnswer }: Props) {
  const [asking, setAsking] = useState<Answer | null>(null);
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words text-slate-900">{offer.job.title}</h2>
          <p className="text-sm text-slate-600">{offer.company}</p>
        </div>
        <OfferStatusBadge status={offer.status} />
      </header>
      <div className="mt-4">
        <OfferTerms offer={offer} />
      </div>
      <details className="mt-4 rounded-lg bg-slate-50 p-3">
        <summary className="cursor-pointer text-sm font-medium text-slate-800">Read the letter</summary>
        <p className="mt-2 text-sm whitespace-pre-line text-slate-700">{offer.letter}</p>
      </details>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        {pdf}
        {offer.status === 'pending' ? (
          <>
            <Button size="sm" onClick={() => setAsking('accept')}>
              Accept offer
            </Button>
            <Button variant="danger-outline" size="sm" onClick={() => setAsking('decline')}>
              Decline
            </Button>
          </>
        ) : offer.status === 'expired' ? (
          <p className="text-sm text-slate-700">
            This offer expired after {calendarDayText(offer.expires_on)}. Contact the employer if you are
            still interested.
          </p>
        ) : offer.status === 'accepted' ? (
          <p className="text-sm font-medium text-emerald-800">You accepted this offer. Congratulations!</p>
        ) : null}
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'accept' ? 'Accept this offer?' : 'Decline this offer?'}
        confirmLabel={asking === 'accept' ? 'Accept offer' : 'Decline offer'}
        variant={asking === 'accept' ? 'primary' : 'danger'}
        isPending={answering}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && onAnswer(asking, () => setAsking(null))}
      >
        {asking === 'accept'
          ? `You accept the position of ${offer.job.title} at ${offer.company}, starting ${calendarDayText(offer.start_date)}. The employer is told at once.`
          : 'The employer is told that you decline. This cannot be undone here.'}
      </ConfirmDialog>
    </article>
  );
}

export const pdfIcon = <Download aria-hidden className="size-4" />;
