import type { Offer, OfferAnswer } from '@portal/contract/offers';
import { Download } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useFormat } from '@/lib/intl/format';
import { useT } from '../i18n';
import { OfferStatusBadge } from './offer-status-badge';
import { calendarDay, OfferTerms } from './offer-terms';

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
  const t = useT();
  const f = useFormat();
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
        <summary className="cursor-pointer text-sm font-medium text-slate-800">{t('card.letter')}</summary>
        <p className="mt-2 text-sm whitespace-pre-line text-slate-700">{offer.letter}</p>
      </details>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        {pdf}
        {offer.status === 'pending' ? (
          <>
            <Button size="sm" onClick={() => setAsking('accept')}>
              {t('card.accept')}
            </Button>
            <Button variant="danger-outline" size="sm" onClick={() => setAsking('decline')}>
              {t('card.decline')}
            </Button>
          </>
        ) : offer.status === 'expired' ? (
          <p className="text-sm text-slate-700">
            {t('card.expired', { date: calendarDay(f, offer.expires_on) })}
          </p>
        ) : offer.status === 'accepted' ? (
          <p className="text-sm font-medium text-emerald-800">{t('card.accepted')}</p>
        ) : null}
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'accept' ? t('card.acceptTitle') : t('card.declineTitle')}
        confirmLabel={asking === 'accept' ? t('card.accept') : t('card.declineConfirm')}
        variant={asking === 'accept' ? 'primary' : 'danger'}
        isPending={answering}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && onAnswer(asking, () => setAsking(null))}
      >
        {asking === 'accept'
          ? t('card.acceptText', {
              title: offer.job.title,
              company: offer.company,
              date: calendarDay(f, offer.start_date),
            })
          : t('card.declineText')}
      </ConfirmDialog>
    </article>
  );
}

export const pdfIcon = <Download aria-hidden className="size-4" />;
