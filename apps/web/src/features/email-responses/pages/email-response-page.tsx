import { EMAIL_RESPONSES, type EmailResponseAnswer } from '@portal/contract/recruiter-email';
import { clsx } from 'clsx';
import { MailCheck, MailX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/intl/format';
import { isOneOf } from '@/lib/one-of';
import { errorMessages } from '@/lib/toasts';
import { useAnswerEmail, useEmailResponse } from '../api/respond';
import { useT } from '../i18n';

const ANSWER_KEY = {
  interested: 'answer.interested',
  not_interested: 'answer.not_interested',
  call_me: 'answer.call_me',
  similar_jobs: 'answer.similar_jobs',
} as const satisfies Record<(typeof EMAIL_RESPONSES)[number], string>;

const isAnswer = (v: string | null): v is EmailResponseAnswer => isOneOf(EMAIL_RESPONSES, v);

/**
 * /unauth/email-response/{token}?answer=: the candidate's one click from a recruiter's mail. The
 * answer in the link is recorded once on arrival; the buttons change it while the link lasts.
 */
export function EmailResponsePage() {
  const t = useT();
  const f = useFormat();
  const token = useParams().token ?? '';
  const [params] = useSearchParams();
  const fromLink = params.get('answer');
  const answer = useAnswerEmail(token);
  const sent = useRef(false);
  const view = useEmailResponse(token, !isAnswer(fromLink));
  useEffect(() => {
    if (sent.current || !isAnswer(fromLink)) return;
    sent.current = true;
    answer.mutate(fromLink);
  }, [fromLink, answer]);

  const data = answer.data ?? view.data;
  const error = answer.isError && !data ? answer.error : view.isError ? view.error : null;
  if (error)
    return (
      <section className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-16 text-center">
        <MailX aria-hidden className="size-10 text-slate-500" />
        <h1 className="mt-4 text-2xl font-semibold text-slate-900">{t('respond.broken')}</h1>
        <p className="mt-2 text-slate-600">{errorMessages(error).join(' ')}</p>
        <ButtonLink to={paths.unauth.searchJob.href()} variant="secondary" className="mt-6">
          {t('respond.search')}
        </ButtonLink>
      </section>
    );
  if (!data) return <Loading />;
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-16 text-center">
      <MailCheck aria-hidden className="size-10 text-primary-700" />
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">
        {data.answer ? t('respond.thanks') : t('respond.yourAnswerTo', { organisation: data.organisation })}
      </h1>
      {data.subject ? (
        // Which mail this answers, as its subject read in the inbox (merge tags filled in).
        <p className="mt-1 text-sm text-slate-600">{t('respond.about', { subject: data.subject })}</p>
      ) : null}
      <p className="mt-2 text-slate-600" role="status">
        {data.answer
          ? t('respond.sees', { organisation: data.organisation, answer: t(ANSWER_KEY[data.answer]) })
          : t('respond.choose')}
      </p>
      {data.job ? (
        <div className="mt-6 w-full rounded-2xl border border-slate-200 bg-white p-4 text-start shadow-sm">
          <p className="text-sm text-slate-600">{t('respond.theJob')}</p>
          <p className="font-semibold text-slate-900">{data.job.title}</p>
          {data.job.open ? (
            <div className="mt-3 flex flex-wrap gap-2">
              <ButtonLink to={paths.unauth.jobView.href({ id: data.job.id })} size="sm">
                {t('respond.view')}
              </ButtonLink>
              <ButtonLink
                to={`${paths.auth.candidateSignIn.href()}?next=${encodeURIComponent(paths.unauth.jobView.href({ id: data.job.id }))}`}
                variant="secondary"
                size="sm"
              >
                {t('respond.signIn')}
              </ButtonLink>
            </div>
          ) : (
            <p className="mt-2 text-sm text-slate-600">{t('respond.closed')}</p>
          )}
        </div>
      ) : null}
      <fieldset className="mt-8 w-full">
        <legend className="text-sm font-medium text-slate-800">
          {data.answer ? t('respond.change') : t('respond.yours')}
        </legend>
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          {EMAIL_RESPONSES.map((a) => (
            <button
              key={a}
              type="button"
              aria-pressed={data.answer === a}
              disabled={answer.isPending}
              onClick={() => answer.mutate(a)}
              className={clsx(
                'rounded-full border px-4 py-2.5 text-sm font-semibold',
                data.answer === a
                  ? 'border-primary-700 bg-primary-700 text-white'
                  : 'border-slate-300 bg-white text-slate-800 hover:border-primary-700',
              )}
            >
              {t(ANSWER_KEY[a])}
            </button>
          ))}
        </div>
      </fieldset>
      <p className="mt-6 text-xs text-slate-600">
        {t('respond.until', { date: f.date(data.expires_at, { dateStyle: 'long' }) })}
      </p>
    </section>
  );
}
