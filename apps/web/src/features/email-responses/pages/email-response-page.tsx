import {
  EMAIL_RESPONSE_LABELS,
  EMAIL_RESPONSES,
  type EmailResponseAnswer,
} from '@portal/contract/recruiter-email';
import { clsx } from 'clsx';
import { MailCheck, MailX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { isOneOf } from '@/lib/one-of';
import { errorMessages } from '@/lib/toasts';
import { useAnswerEmail, useEmailResponse } from '../api/respond';

const isAnswer = (v: string | null): v is EmailResponseAnswer => isOneOf(EMAIL_RESPONSES, v);

/**
 * /unauth/email-response/{token}?answer=: the candidate's one click from a recruiter's mail. The
 * answer in the link is recorded once on arrival; the buttons change it while the link lasts.
 */
export function EmailResponsePage() {
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
        <h1 className="mt-4 text-2xl font-semibold text-slate-900">This link does not work</h1>
        <p className="mt-2 text-slate-600">{errorMessages(error).join(' ')}</p>
        <ButtonLink to={paths.unauth.searchJob.href()} variant="secondary" className="mt-6">
          Search jobs
        </ButtonLink>
      </section>
    );
  if (!data) return <Loading />;
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-16 text-center">
      <MailCheck aria-hidden className="size-10 text-primary-700" />
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">
        {data.answer ? 'Thank you for your answer' : `Your answer to ${data.organisation}`}
      </h1>
      {data.subject ? (
        // Which mail this answers, as its subject read in the inbox (merge tags filled in).
        <p className="mt-1 text-sm text-slate-600">About the e-mail “{data.subject}”</p>
      ) : null}
      <p className="mt-2 text-slate-600" role="status">
        {data.answer
          ? `${data.organisation} sees your answer: “${EMAIL_RESPONSE_LABELS[data.answer]}”.`
          : 'Choose an answer below.'}
      </p>
      {data.job ? (
        <div className="mt-6 w-full rounded-2xl border border-slate-200 bg-white p-4 text-start shadow-sm">
          <p className="text-sm text-slate-600">The job</p>
          <p className="font-semibold text-slate-900">{data.job.title}</p>
          {data.job.open ? (
            <div className="mt-3 flex flex-wrap gap-2">
              <ButtonLink to={paths.unauth.jobView.href({ id: data.job.id })} size="sm">
                View the job
              </ButtonLink>
              <ButtonLink
                to={`${paths.auth.candidateSignIn.href()}?next=${encodeURIComponent(paths.unauth.jobView.href({ id: data.job.id }))}`}
                variant="secondary"
                size="sm"
              >
                Sign in to apply
              </ButtonLink>
            </div>
          ) : (
            <p className="mt-2 text-sm text-slate-600">This job is no longer open.</p>
          )}
        </div>
      ) : null}
      <fieldset className="mt-8 w-full">
        <legend className="text-sm font-medium text-slate-800">
          {data.answer ? 'Change your answer' : 'Your answer'}
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
              {EMAIL_RESPONSE_LABELS[a]}
            </button>
          ))}
        </div>
      </fieldset>
      <p className="mt-6 text-xs text-slate-600">
        This link works until {new Date(data.expires_at).toLocaleDateString('en-GB', { dateStyle: 'long' })}.
      </p>
    </section>
  );
}
