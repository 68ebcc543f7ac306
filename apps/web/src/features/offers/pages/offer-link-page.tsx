import { useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { responseMessage } from '@/lib/form-errors';
import { linkPdfHref, useAnswerByLink, useOfferByLink } from '../api/offers';
import { CandidateOfferCard, pdfIcon } from '../components/candidate-offer-card';
import { useT } from '../i18n';

/** /unauth/offer?token=: the offer mail's link, signed out: read, download and answer the offer. */
export function OfferLinkPage() {
  const t = useT();
  const token = useSearchParams()[0].get('token') ?? '';
  const { data, isLoading, error } = useOfferByLink(token);
  const answer = useAnswerByLink(token);
  const problem = token === '' ? t('link.incomplete') : error ? (linkError(error) ?? t('link.error')) : null;
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('link.title')}</h1>
      <div className="mt-6">
        {problem ? (
          <p role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-800">
            {problem}
          </p>
        ) : isLoading || !data ? (
          <Loading />
        ) : (
          <CandidateOfferCard
            offer={data}
            answering={answer.isPending}
            onAnswer={(a, settled) => answer.mutate(a, { onSettled: settled })}
            pdf={
              <a
                href={linkPdfHref(token)}
                download
                className={buttonClasses('secondary', 'sm', 'inline-flex items-center gap-2')}
              >
                {pdfIcon}
                {t('my.pdf')}
              </a>
            }
          />
        )}
      </div>
    </section>
  );
}

/** The server's message (in the page's language), or none. */
function linkError(error: unknown): string | null {
  const message = responseMessage(error);
  if (typeof message === 'string') return message;
  if (message instanceof Object && 'token' in message)
    return String((message as { token: string[] }).token[0]);
  return null;
}
