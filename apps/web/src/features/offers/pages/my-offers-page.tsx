import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { Loading } from '@/components/ui/loading';
import { errorToast } from '@/lib/toasts';
import { downloadMyOffer, useAnswerMyOffer, useMyOffers } from '../api/offers';
import { CandidateOfferCard, pdfIcon } from '../components/candidate-offer-card';
import { useT } from '../i18n';

/** /candidate/offers: the candidate's offers, newest first, each to read, download and answer. */
export function MyOffersPage() {
  const t = useT();
  const { data, isLoading } = useMyOffers();
  const answer = useAnswerMyOffer();
  const [downloading, setDownloading] = useState<number | null>(null);
  const download = async (id: number) => {
    setDownloading(id);
    try {
      await downloadMyOffer(id);
    } catch (error) {
      errorToast(error);
    } finally {
      setDownloading(null);
    }
  };
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('my.title')}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('my.text')}</p>
      <div className="mt-6 flex flex-col gap-4">
        {isLoading ? (
          <Loading />
        ) : !data ? (
          <LoadFailed what={t('my.what')} />
        ) : data.length === 0 ? (
          <div className="rounded-2xl border border-slate-200 bg-white">
            <EmptyState title={t('my.none')}>{t('my.noneText')}</EmptyState>
          </div>
        ) : (
          data.map((offer) => (
            <CandidateOfferCard
              key={offer.id}
              offer={offer}
              answering={answer.isPending}
              onAnswer={(a, settled) => answer.mutate({ id: offer.id, answer: a }, { onSettled: settled })}
              pdf={
                <Button
                  variant="secondary"
                  size="sm"
                  icon={pdfIcon}
                  isPending={downloading === offer.id}
                  onClick={() => download(offer.id)}
                >
                  {t('my.pdf')}
                </Button>
              }
            />
          ))
        )}
      </div>
    </section>
  );
}
